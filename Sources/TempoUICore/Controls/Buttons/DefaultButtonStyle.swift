import TempoScene

/// The style buttons have unless one is set (SwiftUI's `DefaultButtonStyle`): on iOS, and in
/// TempoUI, the borderless style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The default style.
  public init() {}

  /// The label as ``BorderlessButtonStyle`` draws it.
  public func makeBody(configuration: Configuration) -> some View {
    BorderlessButtonStyle().makeBody(configuration: configuration)
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default style: on iOS, and in TempoUI, borderless.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
