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
  /// Connects the style's properties; its `@Environment` sees the environment without the
  /// styles themselves, which hold the style: keeping them would make the style's environment
  /// storage hold the style, a cycle that would never be freed.
  func installModifierProperties(element: Element) {
    var environment = element.environment
    environment.buttonStyle = nil
    environment.labelStyle = nil
    environment.progressViewStyle = nil
    environment.toggleStyles = []
    DynamicProperties.install(opened: style, element: element, environment: environment)
  }

  func presented(in element: Element) -> any View { self }
}
