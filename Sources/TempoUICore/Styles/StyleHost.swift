import TempoScene

/// The view a style's `makeBody` returns (a button's, a label's), hosted so that the style's own
/// `@Environment` and `@State` properties are connected before it runs (internal), as a
/// ``ViewModifier``'s are.
struct StyleHost<Style, Content: View>: View {
  let style: Style
  let make: @MainActor (Style) -> Content

  /// The style's body.
  var body: Content { make(style) }
}

extension StyleHost: ModifierHosting {
  func installModifierProperties(element: Element) {
    DynamicProperties.install(opened: style, element: element)
  }

  func presented(in element: Element) -> any View { self }
}
