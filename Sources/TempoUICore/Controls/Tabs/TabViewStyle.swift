import TempoScene

/// How a tab view shows its tabs (SwiftUI's `TabViewStyle`).
public protocol TabViewStyle {
  /// Whether the style pages (internal).
  var isPaged: Bool { get }
}

/// A tab bar (SwiftUI's `DefaultTabViewStyle`).
public struct DefaultTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
  /// Whether the style pages.
  public var isPaged: Bool { false }
}

/// Pages side by side with dots (SwiftUI's `PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
  /// When the dots show (SwiftUI's `PageTabViewStyle.IndexDisplayMode`): accepted; TempoUI
  /// always shows them.
  public enum IndexDisplayMode: Hashable, Sendable {
    /// The system decides.
    case automatic
    /// Always.
    case always
    /// Never.
    case never
  }

  /// Pages with their dots shown per `indexDisplayMode`.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
  /// Whether the style pages.
  public var isPaged: Bool { true }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// A tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages side by side with dots.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages with their dots shown per `indexDisplayMode`.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension View {
  /// Sets how the tab views in this view show their tabs: a bar, or pages.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    let isPaged = style.isPaged
    return modified(.environment { $0.tabViewIsPaged = isPaged })
  }

  /// Sets how page dots are drawn behind: accepted.
  public func indexViewStyle<S>(_ style: S) -> some View { self }
}
