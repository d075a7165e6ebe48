/// What an element holds as its primitive while its view has a body (internal): a placeholder,
/// never called, so the element's primitive need not be optional.
struct NotPrimitive: PrimitiveView {
  typealias Body = Never
}
