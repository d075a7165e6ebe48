import Tempo
import TempoScene

/// A look for progress views (SwiftUI's `ProgressViewStyle`): `makeBody` gets the fraction
/// done (`nil` when unknown) and the labels.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The type of view `makeBody(configuration:)` returns.
  associatedtype Body: View
  /// The progress view's appearance.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body
  /// What a progress view style is given.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` is given (SwiftUI's `ProgressViewStyleConfiguration`).
public struct ProgressViewStyleConfiguration {
  /// Tells the progress view's label apart from the other parts.
  public enum LabelPart {}
  /// The progress view's label, as a view.
  public typealias Label = StyleConfigurationContent<LabelPart>

  /// Tells the progress view's current-value label apart from the other parts.
  public enum CurrentValueLabelPart {}
  /// The progress view's current-value label, as a view.
  public typealias CurrentValueLabel = StyleConfigurationContent<CurrentValueLabelPart>

  /// The fraction done, 0…1, or `nil` when not known.
  public let fractionCompleted: Double?
  /// The label, if any.
  public var label: Label?
  /// The current-value label, if any.
  public var currentValueLabel: CurrentValueLabel?
}

/// The progress view style set in the environment, whatever its type (internal).
typealias AnyProgressViewStyle = AnyStyle<ProgressViewStyleConfiguration>

extension AnyStyle where Configuration == ProgressViewStyleConfiguration {
  /// Keeps the progress view style `style`.
  @MainActor init<S: ProgressViewStyle>(style: S) {
    self.init(style) { $0.makeBody(configuration: $1) }
  }
}

extension EnvironmentValues {
  /// The style of the progress views in this environment (internal; `nil`: the default).
  var progressViewStyle: AnyProgressViewStyle? {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

private enum ProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: AnyProgressViewStyle? { nil }
}

extension View {
  /// Draws the progress views in this view with `style`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    modified(.environment { $0.progressViewStyle = AnyProgressViewStyle(style: style) })
  }
}

/// The style progress views have unless one is set (SwiftUI's `DefaultProgressViewStyle`): a
/// spinner when the progress is unknown, else a bar.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The default style.
  public init() {}

  /// A spinner or a bar.
  public func makeBody(configuration: Configuration) -> some View {
    if configuration.fractionCompleted == nil {
      CircularProgressViewStyle().makeBody(configuration: configuration)
    } else {
      LinearProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default style: a spinner when the progress is unknown, else a bar.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
