import Foundation
import Tempo
import TempoScene

/// A rotation in 3D flattened onto the screen (internal): TempoUI's scene draws 2D affine
/// transforms, so `rotation3DEffect` draws the rotated view's orthographic projection (depth
/// and perspective are dropped).
///
/// The projection is the top-left 2 × 2 of the rotation matrix (x to the right, y down, z
/// towards the viewer): it maps the view's x and y unit vectors to where the rotation takes
/// them on the screen. About the y axis that scales x by cos θ (a negative cos mirrors the
/// view, showing its back past 90°, as SwiftUI does); about the x axis it scales y by cos θ;
/// about the z axis it is a plain rotation.
struct Rotation3D: Equatable {
  /// The projected matrix `[[a, b], [c, d]]`: a point (x, y) goes to (a x + b y, c x + d y).
  var a: Double, b: Double, c: Double, d: Double

  /// The projection of a rotation by `angle` about `axis` (any length but zero; a zero axis is
  /// no rotation).
  init(angle: Angle, axis: (x: Double, y: Double, z: Double)) {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    guard length > 0, length.isFinite, angle.radians.isFinite else {
      (a, b, c, d) = (1, 0, 0, 1)
      return
    }
    let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
    let (cosine, sine) = (cos(angle.radians), sin(angle.radians))
    let t = 1 - cosine
    // Rodrigues' rotation matrix, first two rows and columns.
    a = cosine + x * x * t
    b = x * y * t - z * sine
    c = y * x * t + z * sine
    d = cosine + y * y * t
  }

  /// The matrix as the scene's node properties: a rotation `before`, then a scale, then a
  /// rotation `after` (each about the same anchor). An axis-aligned projection (about x or
  /// y) is a scale alone, so it animates as one; others are split by the singular value
  /// decomposition.
  var decomposed: (before: Angle, scale: CGSize, after: Angle) {
    if abs(b) < 1e-12, abs(c) < 1e-12 {
      return (.zero, CGSize(width: a, height: d), .zero)
    }
    let e = (a + d) / 2
    let f = (a - d) / 2
    let g = (c + b) / 2
    let h = (c - b) / 2
    let q = (e * e + h * h).squareRoot()
    let r = (f * f + g * g).squareRoot()
    let first = atan2(g, f)
    let second = atan2(h, e)
    return (
      .radians((second - first) / 2), CGSize(width: q + r, height: q - r),
      .radians((second + first) / 2)
    )
  }
}

extension View {
  /// Rotates this view by `angle` about `axis` through `anchor`, drawn flat: TempoUI draws
  /// the orthographic projection of the rotated view (a turn about the y axis narrows it by
  /// cos θ and mirrors it past 90°); `anchorZ` and `perspective` are accepted and ignored.
  ///
  /// The angle animates, as in SwiftUI: a change from 0° to 360° turns the view once around
  /// (each frame draws the projection of the angle reached), rather than interpolating two
  /// projections that are the same.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    modifier(
      Rotation3DModifier(
        angle: angle, axis: (Double(axis.x), Double(axis.y), Double(axis.z)), anchor: anchor))
  }
}
