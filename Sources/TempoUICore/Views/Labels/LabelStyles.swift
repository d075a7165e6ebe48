import TempoScene

/// The style labels have unless one is set (SwiftUI's `DefaultLabelStyle`): title and icon.
public struct DefaultLabelStyle: LabelStyle {
  /// The default style.
  public init() {}

  /// The icon, then the title, as ``TitleAndIconLabelStyle`` draws them.
  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

/// The icon, then the title, in a row 8 points apart (SwiftUI's `TitleAndIconLabelStyle`).
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The title-and-icon style.
  public init() {}

  /// The icon, then the title.
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

/// The title alone (SwiftUI's `TitleOnlyLabelStyle`).
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The title-only style.
  public init() {}

  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone (SwiftUI's `IconOnlyLabelStyle`).
public struct IconOnlyLabelStyle: LabelStyle {
  /// The icon-only style.
  public init() {}

  /// The icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The default style: title and icon.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
