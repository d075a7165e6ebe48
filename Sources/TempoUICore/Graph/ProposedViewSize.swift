import Foundation
import TempoScene

/// A size a parent offers a child; `nil` in an axis asks for the child's ideal size there.
public struct ProposedViewSize: Hashable, Sendable {
  /// The offered width in points, or `nil` for the ideal width.
  public var width: Double?
  /// The offered height in points, or `nil` for the ideal height.
  public var height: Double?

  /// Creates a proposal.
  public init(width: Double?, height: Double?) {
    (self.width, self.height) = (width, height)
  }

  /// Proposes `size` exactly.
  public init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }

  /// Asks for the ideal size in both axes.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Proposes no space at all (the minimum size).
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Proposes unlimited space (the maximum size).
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with `nil` axes replaced by `size`'s.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? Double(size.width), height: height ?? Double(size.height))
  }
}
