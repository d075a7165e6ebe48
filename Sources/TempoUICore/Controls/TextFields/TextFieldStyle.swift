import Tempo
import TempoScene

/// A look for text fields (SwiftUI's `TextFieldStyle`): `.automatic`, `.plain` or
/// `.roundedBorder`. TempoUI draws these three; a style of your own is not supported.
public protocol TextFieldStyle {
  /// Which of TempoUI's looks this style is (internal).
  var kind: TextFieldStyleKind { get }
}

/// The look of TempoUI's text field styles (internal to the styles; public for the protocol).
public enum TextFieldStyleKind: Hashable, Sendable {
  /// The text alone, as iOS's default style.
  case plain
  /// The text inside a rounded border.
  case roundedBorder

  /// The border's corner radius, in points.
  static var borderCornerRadius: Double { 5 }
  /// The border's width, in points.
  static var borderWidth: Double { 0.5 }
  /// The space between the border and the text on either side, in points.
  static var borderHorizontalInset: Double { 7 }
  /// The space between the border and the text above and below, in points (a body-font
  /// field is 34 pt tall, as iOS's rounded text field).
  static var borderVerticalInset: Double { 6 }

  /// The colour inside the border: white in the light appearance, #1C1C1E in the dark one
  /// (iOS's secondary system background).
  static func borderBackground(_ scheme: ColorScheme) -> Color {
    scheme == .dark ? Color(hex: 0x1C1C1E) : .white
  }
}

/// The platform's text field look: on iOS the text alone (`.plain`).
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The default style.
  public init() {}
  /// The text alone.
  public var kind: TextFieldStyleKind { .plain }
}

/// The text alone, without a border.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The plain style.
  public init() {}
  /// The text alone.
  public var kind: TextFieldStyleKind { .plain }
}

/// The text inside a rounded border: 0.5 pt in iOS's separator colour, 5 pt corners, the text
/// 7 pt in from the sides and 6 pt from the top and bottom.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The rounded-border style.
  public init() {}
  /// The text inside a rounded border.
  public var kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's look: on iOS the text alone.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The text alone.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// The text inside a rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension EnvironmentValues {
  /// The look of the text fields inside (internal; `.textFieldStyle(_:)`).
  var textFieldStyleKind: TextFieldStyleKind {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

private enum TextFieldStyleKey: EnvironmentKey {
  static var defaultValue: TextFieldStyleKind { .plain }
}

extension View {
  /// Draws the text fields in this view in `style`.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    modified(.environment { $0.textFieldStyleKind = style.kind })
  }
}
