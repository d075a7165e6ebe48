import TempoScene

extension Optional: View where Wrapped: View {
  /// An optional view is primitive.
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  var isLayoutTransparent: Bool { true }
  func children(in context: ElementContext) -> [ChildView] {
    map { [ChildView(key: 0, view: $0)] } ?? []
  }
}
