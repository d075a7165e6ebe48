import TempoScene

/// The kinds of safe area a view can ignore (SwiftUI's `SafeAreaRegions`).
///
/// A desktop window has no safe area (no notch, home indicator or on-screen keyboard), so in
/// TempoUI every region is empty and ignoring one changes nothing.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates a set from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The insets of the container (the device's bars and rounded corners).
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The insets of the software keyboard.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// Lets this view extend into the safe area's `regions` at `edges` (SwiftUI's modifier).
  ///
  /// TempoUI's window has no safe area, so the view is returned unchanged.
  public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> Self {
    self
  }

  /// Lets this view extend into the safe area at `edges` (deprecated in SwiftUI; use
  /// ``ignoresSafeArea(_:edges:)``).
  ///
  /// TempoUI's window has no safe area, so the view is returned unchanged.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self {
    self
  }
}
