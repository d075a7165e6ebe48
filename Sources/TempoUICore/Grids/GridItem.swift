import Foundation
import TempoScene

/// One column of a ``LazyVGrid`` or one row of a ``LazyHGrid`` (SwiftUI's `GridItem`).
public struct GridItem: Hashable, Sendable {
  /// How wide a column (how tall a row) is.
  public enum Size: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// A share of the space left by the fixed items, kept within `minimum` … `maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items of at least `minimum` points as fit in its share, each as wide as they
    /// can be up to `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's size.
  public var size: Size
  /// The space after this item, before the next (`nil`: 8 points).
  public var spacing: CGFloat?
  /// Where a view sits in its cell (`nil`: centred).
  public var alignment: Alignment?

  /// An item of `size`, followed by `spacing`, aligning its views by `alignment`.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    (self.size, self.spacing, self.alignment) = (size, spacing, alignment)
  }
}
