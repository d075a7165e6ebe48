import Tempo
import TempoScene

extension EnvironmentValues {
  /// Whether scroll views inside scroll (`.scrollDisabled(true)` makes it false).
  public var isScrollEnabled: Bool {
    get { self[ScrollEnabledKey.self] }
    set { self[ScrollEnabledKey.self] = newValue }
  }
}

private enum ScrollEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

/// Whether scroll bars are shown (SwiftUI's `ScrollIndicatorVisibility`): accepted; TempoUI
/// draws no scroll bars.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  /// As the platform does.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden, unless the platform shows them anyway.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}

extension View {
  /// Stops the scroll views inside from scrolling when `disabled`.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    modified(.environment { $0.isScrollEnabled = !disabled })
  }

  /// Asks for scroll bars to be shown or hidden: accepted, as TempoUI draws none.
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> some View
  {
    self
  }
}
