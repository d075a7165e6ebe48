/// The view a modifier's content closure receives: the view the modifier was applied to
/// (SwiftUI's `PlaceholderContentView`).
public struct PlaceholderContentView<Value: View>: View {
  let content: Value

  init(_ content: Value) {
    self.content = content
  }

  /// The view the modifier was applied to.
  public var body: Value { content }
}
