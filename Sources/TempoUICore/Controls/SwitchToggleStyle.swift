import TempoScene

/// The switch style of toggles (SwiftUI's `SwitchToggleStyle`), the only style TempoUI draws:
/// `.toggleStyle(.switch)` keeps the default look, `SwitchToggleStyle(tint:)` also tints it.
public struct SwitchToggleStyle: Sendable {
  /// The colour of the track when on (`nil`: the environment's tint, else green).
  public var tint: Color?

  /// The switch style, tinted `tint` when on (`nil`: as the environment says).
  public init(tint: Color? = nil) {
    self.tint = tint
  }

  /// The switch style.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension View {
  /// Draws the toggles in this view in `style` (the switch: its tint, if any, tints them).
  public func toggleStyle(_ style: SwitchToggleStyle) -> some View {
    modified(.environment { if let tint = style.tint { $0.tint = tint } })
  }
}
