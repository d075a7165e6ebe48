import TempoScene

/// A part of what a style is given — a button's label, a label's title or icon, a progress
/// view's labels — as a view: the content the control was made with (SwiftUI's
/// `ButtonStyleConfiguration.Label`, `LabelStyleConfiguration.Title`, …, which are these types).
///
/// `Part` only tells the parts apart.
public struct StyleConfigurationContent<Part>: View {
  let content: AnyView

  init(_ content: AnyView) {
    self.content = content
  }

  /// The content the control was made with.
  public var body: some View { content }
}
