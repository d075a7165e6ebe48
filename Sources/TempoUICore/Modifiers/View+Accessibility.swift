import TempoScene

/// The roles and states an accessibility element can have (SwiftUI's `AccessibilityTraits`):
/// accepted; TempoUI has no accessibility tree yet.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The traits, as bits.
  public let rawValue: UInt32
  /// Creates traits from their bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The element is a button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// The element is a header.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// The element is selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// The element is a link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// The element is a search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// The element is an image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// The element plays its own sound.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// The element acts as a keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// The element is text that does not change.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// The element sums up the app's state.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// The element's value changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Activating the element starts a media session.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// The element allows direct touch.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// The element causes a page turn when read to its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// The element is modal.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// The element is a toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an accessibility element treats its children (SwiftUI's `AccessibilityChildBehavior`):
/// accepted; TempoUI has no accessibility tree yet.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  private let kind: Int
  /// The children are hidden from accessibility.
  public static let ignore = AccessibilityChildBehavior(kind: 0)
  /// The children stay elements of their own.
  public static let contain = AccessibilityChildBehavior(kind: 1)
  /// The children's labels and values are combined into one element.
  public static let combine = AccessibilityChildBehavior(kind: 2)
}

// Accessibility: TempoUI has no accessibility tree yet (desktop screen readers on Linux speak
// AT-SPI, which SDL does not offer), so these compile and leave the view as it is.
extension View {
  /// Gives this view an accessibility label; accepted, the view is unchanged.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
  /// Gives this view an accessibility label; accepted, the view is unchanged.
  public func accessibilityLabel(_ label: Text) -> some View { self }
  /// Gives this view an accessibility hint; accepted, the view is unchanged.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
  /// Gives this view an accessibility hint; accepted, the view is unchanged.
  public func accessibilityHint(_ hint: Text) -> some View { self }
  /// Gives this view an accessibility value; accepted, the view is unchanged.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
  /// Gives this view an accessibility value; accepted, the view is unchanged.
  public func accessibilityValue(_ value: Text) -> some View { self }
  /// Gives this view an identifier for UI tests; accepted, the view is unchanged.
  public func accessibilityIdentifier(_ identifier: String) -> some View { self }
  /// Hides this view from accessibility; accepted, the view is unchanged.
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// Adds accessibility traits; accepted, the view is unchanged.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// Removes accessibility traits; accepted, the view is unchanged.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// Makes this view an accessibility element; accepted, the view is unchanged.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    self
  }
  /// Orders this element among its siblings for accessibility; accepted, the view is unchanged.
  public func accessibilitySortPriority(_ priority: Double) -> some View { self }
  /// Gives this view a tooltip; accepted, nothing is shown (TempoUI has no tooltips yet).
  public func help<S: StringProtocol>(_ text: S) -> some View { self }
  /// Gives this view a tooltip; accepted, nothing is shown (TempoUI has no tooltips yet).
  public func help(_ text: Text) -> some View { self }
}
