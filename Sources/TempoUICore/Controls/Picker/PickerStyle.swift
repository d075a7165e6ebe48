import TempoScene

/// How a picker looks (SwiftUI's `PickerStyle`): TempoUI draws every picker as iOS's segmented
/// control.
public protocol PickerStyle {}

/// The platform's picker (a menu on iOS): drawn segmented.
public struct DefaultPickerStyle: PickerStyle {
  /// The style.
  public init() {}
}

/// A segmented control (SwiftUI's `SegmentedPickerStyle`).
public struct SegmentedPickerStyle: PickerStyle {
  /// The style.
  public init() {}
}

/// A menu (SwiftUI's `MenuPickerStyle`): drawn segmented.
public struct MenuPickerStyle: PickerStyle {
  /// The style.
  public init() {}
}

/// A wheel (SwiftUI's `WheelPickerStyle`): drawn segmented.
public struct WheelPickerStyle: PickerStyle {
  /// The style.
  public init() {}
}

/// The options inline (SwiftUI's `InlinePickerStyle`): drawn segmented.
public struct InlinePickerStyle: PickerStyle {
  /// The style.
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's picker: drawn segmented.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu: drawn segmented.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel: drawn segmented.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options inline: drawn segmented.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension View {
  /// Sets the style of the pickers in this view: accepted; every picker is drawn segmented.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
}
