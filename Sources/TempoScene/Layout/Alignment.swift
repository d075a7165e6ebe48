/// Where to put a child across a vertical stack, or horizontally in an overlay.
public enum HorizontalAlignment: Hashable, Sendable {
  /// Left edges line up.
  case leading
  /// Centres line up.
  case center
  /// Right edges line up.
  case trailing

  /// The fraction of the free space left of the child.
  var fraction: Double {
    switch self {
    case .leading: 0
    case .center: 0.5
    case .trailing: 1
    }
  }
}

/// Where to put a child across a horizontal stack, or vertically in an overlay.
public enum VerticalAlignment: Hashable, Sendable {
  /// Top edges line up.
  case top
  /// Centres line up.
  case center
  /// Bottom edges line up.
  case bottom
  /// The baselines of the views' first lines of text line up; a view without text has its
  /// bottom edge there (SwiftUI's default for this guide).
  case firstTextBaseline
  /// The baselines of the views' last lines of text line up; a view without text has its
  /// bottom edge there.
  case lastTextBaseline

  /// The fraction of the free space above the child (a text baseline: the bottom's, as for a
  /// view without text; layouts that know the children's baselines line those up instead).
  var fraction: Double {
    switch self {
    case .top: 0
    case .center: 0.5
    case .bottom, .firstTextBaseline, .lastTextBaseline: 1
    }
  }

  /// Whether this is ``firstTextBaseline`` or ``lastTextBaseline``.
  package var isTextBaseline: Bool { self == .firstTextBaseline || self == .lastTextBaseline }
}

/// A horizontal and a vertical alignment, for overlays.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Creates an alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred both ways.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Top-left.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Top, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Top-right.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Left, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Right, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Bottom-left.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Bottom, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Bottom-right.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
