import Foundation
import TempoScene

/// How `.cornerRadius` and `.clipShape(RoundedRectangle)` round what they clip (internal).
///
/// The scene clips to rectangles; a colour or shape that fills the whole clipped view takes the
/// rounded corners itself, which is what the clip would show.
@MainActor
enum ClippingCorners {
  /// The key of the size a rounding clip was last placed at, in its element's storage.
  enum ClipSizeKey: ElementStorageKey {
    static var defaultValue: CGSize? { nil }
  }

  /// Rounds `shape` (a colour's rectangle of `size`) when the nearest rounding clip above it
  /// has the same size; a plain rectangle otherwise.
  static func apply(to shape: ShapeNode, size: CGSize, element: Element) {
    var ancestor = element.parent
    var clip: (radius: Double, outline: ClipOutline)?
    while let current = ancestor {
      if let rounded = current.view as? RoundedClip,
        let clipSize = current.storage[ClipSizeKey.self]
      {
        if abs(Double(clipSize.width - size.width)) < 0.5
          && abs(Double(clipSize.height - size.height)) < 0.5
        {
          clip = (rounded.cornerRadius, rounded.clipOutline)
        }
        break
      }
      ancestor = current.parent
    }
    // The node is a colour's own: its shape follows the clip alone, so no other state is kept.
    let wanted: ShapeKind
    switch clip?.outline {
    case nil: wanted = .rectangle
    case .roundedRectangle?: wanted = .roundedRectangle()
    case .capsule?: wanted = .capsule
    case .ellipse?: wanted = .ellipse
    case .circle?:
      let side = min(Double(size.width), Double(size.height))
      let square = CGRect(
        x: (Double(size.width) - side) / 2, y: (Double(size.height) - side) / 2, width: side,
        height: side)
      wanted = .path(Path(ellipseIn: square))
    }
    if shape.shape as? ShapeKind != wanted { shape.shape = wanted }
    if let radius = clip?.radius, shape.cornerRadius != radius { shape.cornerRadius = radius }
  }
}

/// A modifier that clips its content to a rounded rectangle (internal).
@MainActor
protocol RoundedClip {
  /// The corner radius, in points.
  var cornerRadius: Double { get }
  /// The outline a fill of the whole clipped view takes.
  var clipOutline: ClipOutline { get }
}
