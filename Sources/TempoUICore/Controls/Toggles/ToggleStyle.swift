import Tempo
import TempoScene

/// A look for toggles (SwiftUI's `ToggleStyle`): `makeBody` gets the toggle's label and a
/// binding to its state, and returns the toggle's appearance and behaviour.
///
/// The style decides how the state changes: a custom style flips `configuration.isOn` itself
/// (`configuration.isOn.toggle()` in an `onTapGesture` or a `Button`'s action). A style may
/// declare `@Environment` properties; they are read for each toggle it styles. Inside
/// `makeBody`, `Toggle(configuration)` draws the toggle in the style that was in effect around
/// this one (the switch, if none).
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The type of view `makeBody(configuration:)` returns.
  associatedtype Body: View
  /// The toggle's appearance, made from its label and state.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
  /// What a toggle style is given.
  typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` is given for one toggle (SwiftUI's `ToggleStyleConfiguration`).
public struct ToggleStyleConfiguration {
  /// Tells the toggle's label apart from the other parts.
  public enum LabelPart {}
  /// The toggle's label, as a view.
  public typealias Label = StyleConfigurationContent<LabelPart>

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; writing it (`configuration.isOn.toggle()`) changes the state
  /// the toggle was made with.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for a mix of on and off values (always `false`: TempoUI's
  /// toggles are made from one binding).
  public var isMixed: Bool
  /// How many styles, from the outermost, lie around the style given this configuration
  /// (internal): `Toggle(configuration)` draws with the innermost of those.
  let stylesAround: Int

  init(label: Label, isOn: Binding<Bool>, stylesAround: Int) {
    self.label = label
    self._isOn = isOn
    self.isMixed = false
    self.stylesAround = stylesAround
  }
}

/// The toggle style set in the environment, whatever its type (internal).
typealias AnyToggleStyle = AnyStyle<ToggleStyleConfiguration>

extension AnyStyle where Configuration == ToggleStyleConfiguration {
  /// Keeps the toggle style `style`.
  @MainActor init<S: ToggleStyle>(style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

extension EnvironmentValues {
  /// The toggle styles set around this environment, outermost first (internal; empty: the
  /// default style). A toggle draws with the last.
  var toggleStyles: [AnyToggleStyle] {
    get { self[ToggleStylesKey.self] }
    set { self[ToggleStylesKey.self] = newValue }
  }
}

private enum ToggleStylesKey: EnvironmentKey {
  static var defaultValue: [AnyToggleStyle] { [] }
}

extension View {
  /// Draws the toggles in this view with `style`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    modified(.environment { $0.toggleStyles.append(AnyToggleStyle(style: style)) })
  }
}
