import TempoScene

/// A look and an interaction for buttons (SwiftUI's `PrimitiveButtonStyle`): `makeBody` gets
/// the label and a `trigger()` that runs the button's action, and decides itself when to call
/// it (`.onTapGesture { configuration.trigger() }`, a long press, …).
///
/// TempoUI's built-in styles (`.automatic`, `.plain`, `.borderless`, `.bordered`,
/// `.borderedProminent`) are primitive styles, as in SwiftUI.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The type of view `makeBody(configuration:)` returns.
  associatedtype Body: View
  /// The button's appearance and interaction, made from its label and action.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
  /// What a primitive button style is given.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` is given for one button (SwiftUI's
/// `PrimitiveButtonStyleConfiguration`).
public struct PrimitiveButtonStyleConfiguration {
  /// Tells the button's label apart from the other parts.
  public enum LabelPart {}
  /// The button's label, as a view.
  public typealias Label = StyleConfigurationContent<LabelPart>

  /// The button's role (`nil`: none).
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  let action: @MainActor () -> Void

  /// Runs the button's action.
  @MainActor public func trigger() { action() }
}
