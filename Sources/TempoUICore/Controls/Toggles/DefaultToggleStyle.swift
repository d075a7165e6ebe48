import TempoScene

/// The style toggles have unless one is set (SwiftUI's `DefaultToggleStyle`): on iOS, the
/// switch (``SwitchToggleStyle``).
public struct DefaultToggleStyle: ToggleStyle {
  /// The default style.
  public init() {}

  /// The switch.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default style: the switch, on iOS.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
