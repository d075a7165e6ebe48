import TempoScene

/// How a scroll view settles (SwiftUI's `ScrollTargetBehavior`): accepted; TempoUI's scroll
/// views stop where the wheel leaves them.
public protocol ScrollTargetBehavior {}

/// Settling on pages (SwiftUI's `PagingScrollTargetBehavior`): accepted.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// The behaviour.
  public init() {}
}

/// Settling on views (SwiftUI's `ViewAlignedScrollTargetBehavior`): accepted.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// The behaviour.
  public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Settling on pages.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Settling on views.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }
}

// Interactions a desktop window has no counterpart for in TempoUI yet: accepted, so code that
// uses them runs, and they never trigger.
extension View {
  /// Gives this view a context menu: accepted; TempoUI shows no menu.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    self
  }

  /// Gives this view a context menu with a preview: accepted; TempoUI shows no menu.
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View { self }

  /// Lets a person pull this view to refresh it: accepted; the action never runs (no pull on
  /// a desktop).
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

  /// Gives the button this view is a keyboard shortcut: accepted; the key does not press it
  /// (use `onKeyPress`).
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  { self }

  /// Gives the button this view is a keyboard shortcut: accepted; the key does not press it.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

  /// Marks this view's children as scroll targets: accepted.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

  /// Sets how the scroll views inside settle: accepted.
  public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }
}

/// A key with modifiers that presses a button (SwiftUI's `KeyboardShortcut`): accepted.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public let key: KeyEquivalent
  /// The modifier keys.
  public let modifiers: EventModifiers

  /// A shortcut of `key` with `modifiers`.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    (self.key, self.modifiers) = (key, modifiers)
  }

  /// Return, the default action.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape, the cancel action.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
