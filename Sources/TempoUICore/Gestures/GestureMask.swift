/// Which gestures of a view and of the views inside it are recognized.
public struct GestureMask: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32

  /// A mask of `rawValue`'s bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The gesture being attached.
  public static let gesture = GestureMask(rawValue: 1)
  /// The gestures of the views inside.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
  /// Neither.
  public static let none: GestureMask = []
}
