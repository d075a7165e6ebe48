import TempoScene

/// A style set in the environment, whatever its type (internal): a button's, a label's, a
/// progress view's or a toggle's, kept with the way to ask it for a body.
///
/// The body is hosted in a ``StyleHost``, so the style's `@Environment` and `@State`
/// properties are connected before `makeBody` runs. Each style protocol adds an
/// `init(style:)` that says how its `makeBody` is called.
struct AnyStyle<Configuration> {
  private let make: @MainActor (Configuration) -> AnyView

  /// Keeps `style`, whose body for a configuration is `body(style, configuration)`.
  @MainActor
  init<Style, Body: View>(
    _ style: Style, body: @escaping @MainActor (Style, Configuration) -> Body
  ) {
    make = { configuration in AnyView(StyleHost(style: style) { body($0, configuration) }) }
  }

  /// The style's body for `configuration`.
  @MainActor
  func makeBody(configuration: Configuration) -> AnyView { make(configuration) }
}
