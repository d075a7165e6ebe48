import TempoScene

/// Several views side by side, as a `@ViewBuilder` block of more than one statement builds.
///
/// Each element's identity is its position in the block.
public struct TupleView<T>: View {
  /// The views, as a tuple.
  public var value: T
  /// The same views in order, type-erased (internal).
  let elements: [any View]

  /// Wraps the views of a block.
  public init<each Content: View>(_ value: (repeat each Content)) where T == (repeat each Content) {
    self.value = value
    var elements: [any View] = []
    for view in repeat each value { elements.append(view) }
    self.elements = elements
  }

  /// A tuple view is primitive.
  public typealias Body = Never
}

extension TupleView: PrimitiveView {
  var isLayoutTransparent: Bool { true }
  func children(in context: ElementContext) -> [ChildView] {
    elements.enumerated().map { ChildView(key: ViewKey(position: $0.offset), view: $0.element) }
  }
}
