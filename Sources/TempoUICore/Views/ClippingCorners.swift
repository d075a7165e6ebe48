import TempoScene

/// How `.cornerRadius` and `.clipShape(RoundedRectangle)` round what they clip (internal).
///
/// The scene clips to rectangles; a colour or shape that fills the whole clipped view takes the
/// rounded corners itself, which is what the clip would show.
@MainActor
enum ClippingCorners {
  /// Rounds `shape` (an element's rectangle of `size`) when the nearest rounding clip above it
  /// has the same size; restores a plain rectangle otherwise.
  static func apply(to shape: ShapeNode, size: CGSize, element: Element) {
    var ancestor = element.parent
    var radius: Double?
    while let current = ancestor {
      if let clip = current.view as? RoundedClip, let clipSize = current.memory["size"] as? CGSize {
        if abs(Double(clipSize.width - size.width)) < 0.5
          && abs(Double(clipSize.height - size.height)) < 0.5
        {
          radius = clip.cornerRadius
        }
        break
      }
      ancestor = current.parent
    }
    let kind = shape.shape as? ShapeKind
    guard kind == .rectangle || shape.name == "clipped", let radius else {
      if shape.name == "clipped" {
        shape.shape = ShapeKind.rectangle
        shape.name = nil
      }
      return
    }
    if kind != .roundedRectangle() { shape.shape = ShapeKind.roundedRectangle() }
    shape.name = "clipped"
    if shape.cornerRadius != radius { shape.cornerRadius = radius }
  }
}

/// A modifier that clips its content to a rounded rectangle (internal).
@MainActor
protocol RoundedClip {
  /// The corner radius, in points.
  var cornerRadius: Double { get }
}
