import Tempo

/// Which parts of a frame `matchedGeometryEffect` shares (SwiftUI's
/// `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt32

  /// Properties of `rawValue`'s bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The anchor point's position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Both: the whole frame.
  public static let frame: MatchedGeometryProperties = [.position, .size]

  /// `own` with the parts of `source` these properties share: the size, and the position of
  /// the `anchor` point (window points).
  func applied(_ source: CGRect, to own: CGRect, anchor: UnitPoint) -> CGRect {
    let size = contains(.size) ? source.size : own.size
    let point: (x: Double, y: Double)
    if contains(.position) {
      point = (
        Double(source.minX + anchor.x * source.width),
        Double(source.minY + anchor.y * source.height)
      )
    } else {
      point = (Double(own.minX + anchor.x * own.width), Double(own.minY + anchor.y * own.height))
    }
    return CGRect(
      x: point.x - Double(anchor.x * size.width), y: point.y - Double(anchor.y * size.height),
      width: Double(size.width), height: Double(size.height))
  }
}
