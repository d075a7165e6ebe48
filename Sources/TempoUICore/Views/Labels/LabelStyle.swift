import Tempo
import TempoScene

/// A look for labels (SwiftUI's `LabelStyle`): `makeBody` gets the label's title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The type of view `makeBody(configuration:)` returns.
  associatedtype Body: View
  /// The label's appearance, made from its title and icon.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
  /// What a label style is given.
  typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` is given for one label (SwiftUI's `LabelStyleConfiguration`).
public struct LabelStyleConfiguration {
  /// Tells the label's title apart from the other parts.
  public enum TitlePart {}
  /// The label's title, as a view.
  public typealias Title = StyleConfigurationContent<TitlePart>

  /// Tells the label's icon apart from the other parts.
  public enum IconPart {}
  /// The label's icon, as a view.
  public typealias Icon = StyleConfigurationContent<IconPart>

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// The label style set in the environment, whatever its type (internal).
typealias AnyLabelStyle = AnyStyle<LabelStyleConfiguration>

extension AnyStyle where Configuration == LabelStyleConfiguration {
  /// Keeps the label style `style`.
  @MainActor init<S: LabelStyle>(style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

extension EnvironmentValues {
  /// The style of the labels in this environment (internal; `nil`: the default).
  var labelStyle: AnyLabelStyle? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

private enum LabelStyleKey: EnvironmentKey {
  static var defaultValue: AnyLabelStyle? { nil }
}

extension View {
  /// Draws the labels in this view with `style`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    modified(.environment { $0.labelStyle = AnyLabelStyle(style: style) })
  }
}
