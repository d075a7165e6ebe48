import TempoScene

/// Namespace of SwiftUI's `NavigationBarItem`, for its title display mode.
public enum NavigationBarItem {
  /// How a navigation bar shows its title.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// Large on the root page, inline on the others.
    case automatic
    /// Centred in the bar.
    case inline
    /// Large, under the bar.
    case large
  }
}

/// A view that sets a navigation bar option for the page it is in (internal): it draws its
/// content as it is, and the page's bar reads the option.
struct NavigationOptionView<Content: View>: View, PrimitiveView, NavigationBarItemCarrier {
  let content: Content
  var title: Text?
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var toolbar: ToolbarItemEntry?
  var backButtonHidden: Bool?

  typealias Body = Never

  func children(in context: ElementContext) -> [ChildView] { [ChildView(key: 0, view: content)] }

  var isLayoutTransparent: Bool { true }
  var layoutFollowsChildren: Bool { true }

  func contribute(to options: inout NavigationBarOptions) {
    if options.title == nil, let title { options.title = title }
    if options.displayMode == nil, let displayMode { options.displayMode = displayMode }
    if let toolbar { options.toolbar.append(toolbar) }
    if options.backButtonHidden == nil, let backButtonHidden {
      options.backButtonHidden = backButtonHidden
    }
  }
}

extension View {
  /// Titles the navigation page this view is in (its bar shows it).
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    NavigationOptionView(content: self, title: Text(title))
  }

  /// Titles the navigation page this view is in with a text.
  public func navigationTitle(_ title: Text) -> some View {
    NavigationOptionView(content: self, title: title)
  }

  /// Titles the navigation page (the iOS 13 spelling).
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    NavigationOptionView(content: self, title: Text(title))
  }

  /// Titles the navigation page and sets how its title shows (the iOS 13 spelling).
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    NavigationOptionView(content: self, title: Text(title), displayMode: displayMode)
  }

  /// Sets how the navigation page's title shows: large under the bar, or inline in it.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    NavigationOptionView(content: self, displayMode: mode)
  }

  /// Hides the "‹ Back" button of the pushed page this view is in.
  public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View {
    NavigationOptionView(content: self, backButtonHidden: hidden)
  }

  /// Puts the views `content` builds (buttons, or `ToolbarItem`s) in the navigation bar of the
  /// page this view is in: trailing, or leading for a single item placed there.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let items = content()
    let isLeading = (items as? any ToolbarPlaced)?.isLeading ?? false
    return NavigationOptionView(
      content: self, toolbar: ToolbarItemEntry(isLeading: isLeading, view: AnyView(items)))
  }

  /// Sets how a navigation view shows its columns: accepted; TempoUI shows one stack.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// A toolbar's views and where they go (internal).
struct ToolbarItemEntry {
  let isLeading: Bool
  let view: AnyView
}

/// A toolbar item that says where it goes (internal).
@MainActor
protocol ToolbarPlaced {
  var isLeading: Bool { get }
}

/// How a navigation view shows its columns (SwiftUI's `NavigationViewStyle`): accepted.
public protocol NavigationViewStyle {}

/// One stack of pages (SwiftUI's `StackNavigationViewStyle`).
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The style.
  public init() {}
}

/// The platform's choice (SwiftUI's `DefaultNavigationViewStyle`).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The style.
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One stack of pages.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's choice.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
