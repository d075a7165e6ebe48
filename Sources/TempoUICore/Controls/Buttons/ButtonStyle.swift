import TempoScene

/// A look for buttons whose press TempoUI tracks (SwiftUI's `ButtonStyle`): `makeBody` gets
/// the button's label and whether it is pressed, and returns the button's appearance.
///
/// A click on what `makeBody` draws runs the button's action. `isPressed` turns true the moment
/// the pointer goes down on the button and false when it goes up, both without animation: to
/// animate the press, add `.animation(_:value: configuration.isPressed)` in `makeBody`. The
/// label is not tinted: it keeps the foreground of its surroundings. A style may declare
/// `@Environment` properties (`\.isEnabled`, say); they are read for each button it styles.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The type of view `makeBody(configuration:)` returns.
  associatedtype Body: View
  /// The button's appearance, made from its label and press state.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
  /// What a button style is given.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` is given for one button (SwiftUI's `ButtonStyleConfiguration`).
public struct ButtonStyleConfiguration {
  /// Tells the button's label apart from the other parts.
  public enum LabelPart {}
  /// The button's label, as a view.
  public typealias Label = StyleConfigurationContent<LabelPart>

  /// The button's role (`nil`: none).
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether the pointer is down on the button now.
  public let isPressed: Bool
}
