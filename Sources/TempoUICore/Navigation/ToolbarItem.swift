import TempoScene

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`): the leading placements put a
/// lone item on the bar's leading side, the others on its trailing side.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let isLeading: Bool

  /// The system's choice: trailing.
  public static let automatic = ToolbarItemPlacement(isLeading: false)
  /// The leading end of the navigation bar.
  public static let navigationBarLeading = ToolbarItemPlacement(isLeading: true)
  /// The trailing end of the navigation bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(isLeading: false)
  /// The leading end of the top bar (iOS 17).
  public static let topBarLeading = ToolbarItemPlacement(isLeading: true)
  /// The trailing end of the top bar (iOS 17).
  public static let topBarTrailing = ToolbarItemPlacement(isLeading: false)
  /// The principal place: trailing in TempoUI.
  public static let principal = ToolbarItemPlacement(isLeading: false)
  /// A confirming action: trailing.
  public static let confirmationAction = ToolbarItemPlacement(isLeading: false)
  /// A cancelling action: leading.
  public static let cancellationAction = ToolbarItemPlacement(isLeading: true)
  /// The primary action: trailing.
  public static let primaryAction = ToolbarItemPlacement(isLeading: false)
}

/// One item of a toolbar (SwiftUI's `ToolbarItem`): its content, placed by `placement`.
public struct ToolbarItem<ID, Content: View>: View, ToolbarPlaced {
  let placement: ToolbarItemPlacement
  let content: Content

  var isLeading: Bool { placement.isLeading }

  /// The item's views.
  public var body: some View { content }
}

extension ToolbarItem where ID == Void {
  /// An item of `content` at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several items of a toolbar at one placement (SwiftUI's `ToolbarItemGroup`).
public struct ToolbarItemGroup<Content: View>: View, ToolbarPlaced {
  let placement: ToolbarItemPlacement
  let content: Content

  /// The items `content` builds, at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  var isLeading: Bool { placement.isLeading }

  /// The item's views.
  public var body: some View {
    HStack(spacing: 16) { content }
  }
}
