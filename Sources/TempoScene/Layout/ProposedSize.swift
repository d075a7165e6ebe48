import Foundation

/// The space a parent offers a child during layout, in points; `nil` asks for the ideal size.
struct ProposedSize: Hashable {
  var width: Double?
  var height: Double?

  /// The size along `axis`.
  func value(along axis: Axis) -> Double? { axis == .horizontal ? width : height }

  /// Builds a proposal from a size along `axis` and one across it.
  static func make(along axis: Axis, _ main: Double?, across cross: Double?) -> ProposedSize {
    axis == .horizontal
      ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
  }
}

/// A layout direction (internal).
enum Axis {
  case horizontal, vertical
}

extension CGSize {
  /// The size along `axis` (internal).
  func value(along axis: Axis) -> Double { axis == .horizontal ? width : height }

  /// Builds a size from a length along `axis` and one across it (internal).
  static func make(along axis: Axis, _ main: Double, across cross: Double) -> CGSize {
    axis == .horizontal
      ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
  }
}
