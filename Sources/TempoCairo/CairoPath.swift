import CCairo
import Foundation
import TempoScene

/// Hands ``Path``s and ``StrokeStyle``s to cairo (internal).
///
/// Nonisolated: its functions are pure, and a main-actor function passed as a closure checks
/// the executor on every call (every path element).
enum CairoPath {
  /// Appends `path`, its points mapped by `transform`, to the context's current path.
  ///
  /// A quadratic curve becomes the cubic with the same shape (control points 2/3 of the way
  /// from each end to the quadratic's control point). A path with a non-finite point adds
  /// nothing.
  static func append(_ path: Path, transform: AffineTransform2D, to context: OpaquePointer) {
    var current = CGPoint.zero
    var start = CGPoint.zero
    guard path.elements.allSatisfy(isFinite) else { return }
    for element in path.elements {
      switch element {
      case .move(let point):
        let p = transform.apply(to: point)
        cairo_move_to(context, p.x, p.y)
        (current, start) = (point, point)
      case .line(let point):
        let p = transform.apply(to: point)
        cairo_line_to(context, p.x, p.y)
        current = point
      case .quadCurve(let point, let control):
        let c1 = CGPoint(
          x: current.x + 2 / 3 * (control.x - current.x),
          y: current.y + 2 / 3 * (control.y - current.y))
        let c2 = CGPoint(
          x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
        curve(to: point, c1, c2, transform: transform, context: context)
        current = point
      case .curve(let point, let control1, let control2):
        curve(to: point, control1, control2, transform: transform, context: context)
        current = point
      case .closeSubpath:
        cairo_close_path(context)
        current = start
      }
    }
  }

  /// A cubic Bézier to `point` with controls `c1`, `c2` (local points).
  private static func curve(
    to point: CGPoint, _ c1: CGPoint, _ c2: CGPoint, transform: AffineTransform2D,
    context: OpaquePointer
  ) {
    let (a, b, p) = (transform.apply(to: c1), transform.apply(to: c2), transform.apply(to: point))
    cairo_curve_to(context, a.x, a.y, b.x, b.y, p.x, p.y)
  }

  /// Whether every coordinate of `element` is finite (no variadic list: it would allocate an
  /// array per element).
  private static func isFinite(_ element: Path.Element) -> Bool {
    func ok(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }
    switch element {
    case .move(let point), .line(let point): return ok(point)
    case .quadCurve(let point, let control): return ok(point) && ok(control)
    case .curve(let point, let control1, let control2):
      return ok(point) && ok(control1) && ok(control2)
    case .closeSubpath: return true
    }
  }

  /// Sets the context's matrix to `transform` (which must be invertible, see
  /// ``CairoPainter/isInvertible(_:)``).
  static func setMatrix(_ transform: AffineTransform2D, on context: OpaquePointer) {
    var matrix = cairo_matrix_t(
      xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx,
      y0: transform.ty)
    cairo_set_matrix(context, &matrix)
  }

  /// Sets cairo's line width, cap, join, miter limit and dashes from `style` (user-space
  /// lengths: the path's points).
  static func apply(_ style: StrokeStyle, to context: OpaquePointer) {
    cairo_set_line_width(context, style.lineWidth)
    switch style.lineCap {
    case .butt: cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
    case .round: cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
    case .square: cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
    }
    switch style.lineJoin {
    case .miter: cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
    }
    cairo_set_miter_limit(context, style.miterLimit.isFinite ? max(style.miterLimit, 1) : 10)
    let dashes = style.dash.filter { $0.isFinite && $0 >= 0 }
    // cairo rejects an all-zero pattern (it would draw nothing but dots): draw solid instead.
    if dashes.count == style.dash.count, dashes.contains(where: { $0 > 0 }) {
      cairo_set_dash(
        context, dashes, Int32(dashes.count), style.dashPhase.isFinite ? style.dashPhase : 0)
    } else {
      cairo_set_dash(context, nil, 0, 0)
    }
  }
}
