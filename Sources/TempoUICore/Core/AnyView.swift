import TempoScene

/// A type-erased view: its identity changes when the type of the view inside changes.
public struct AnyView: View {
  let view: any View

  /// Wraps `view`.
  public init<V: View>(_ view: V) {
    self.view = view
  }

  /// A type-erased view is primitive.
  public typealias Body = Never
}

extension AnyView: PrimitiveView {
  var isLayoutTransparent: Bool { true }
  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: ViewKey(ObjectIdentifier(type(of: view))), view: view)]
  }
}
