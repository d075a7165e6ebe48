import Foundation

/// The fraction of a radius at which a cubic Bézier's control points make a quarter circle.
let quarterCircleControl = 0.5522847498

extension Path {
  /// A rectangle, clockwise from its top-left corner.
  public init(rect: CGRect) {
    self.init()
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    move(to: CGPoint(x: x0, y: y0))
    addLine(to: CGPoint(x: x1, y: y0))
    addLine(to: CGPoint(x: x1, y: y1))
    addLine(to: CGPoint(x: x0, y: y1))
    closeSubpath()
  }

  /// An ellipse inscribed in `rect`, four cubic quarter arcs clockwise from the right.
  public init(ellipseIn rect: CGRect) {
    self.init()
    let (cx, cy) = (rect.midX, rect.midY)
    let (rx, ry) = (rect.width / 2, rect.height / 2)
    let (kx, ky) = (rx * quarterCircleControl, ry * quarterCircleControl)
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
      control2: CGPoint(x: cx + kx, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + ky))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
      control2: CGPoint(x: cx - kx, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - ky))
    closeSubpath()
  }

  /// A rectangle with rounded corners of `cornerRadius` points (clamped to half the shorter
  /// side), clockwise from the top edge; continuous corners unless `style` says otherwise, as
  /// SwiftUI's `Path(roundedRect:cornerRadius:style:)`.
  ///
  /// `.circular` corners are quarter circles (one cubic each). `.continuous` corners blend into
  /// the edges more gradually: each starts 1.528665 × the radius from the corner (as Apple's
  /// continuous corners do) and is one cubic whose control points lie 0.1776 of that length
  /// from the corner, which puts the corner's midpoint where a circular corner's would be.
  public init(
    roundedRect rect: CGRect, cornerRadius: Double, style: RoundedCornerStyle = .continuous
  ) {
    let shortSide = min(rect.width, rect.height)
    let radius = min(max(cornerRadius, 0), shortSide / 2)
    guard radius > 0 else {
      self.init(rect: rect)
      return
    }
    self.init()
    let reach: Double  // distance from the corner where the curve starts, along each edge
    let control: Double  // distance from the corner of the control points
    switch style {
    case .circular:
      reach = radius
      control = radius * (1 - quarterCircleControl)
    case .continuous:
      reach = min(radius * 1.528665, shortSide / 2)
      control = reach * 0.1776
    }
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    move(to: CGPoint(x: x0 + reach, y: y0))
    addLine(to: CGPoint(x: x1 - reach, y: y0))
    addCurve(
      to: CGPoint(x: x1, y: y0 + reach), control1: CGPoint(x: x1 - control, y: y0),
      control2: CGPoint(x: x1, y: y0 + control))
    addLine(to: CGPoint(x: x1, y: y1 - reach))
    addCurve(
      to: CGPoint(x: x1 - reach, y: y1), control1: CGPoint(x: x1, y: y1 - control),
      control2: CGPoint(x: x1 - control, y: y1))
    addLine(to: CGPoint(x: x0 + reach, y: y1))
    addCurve(
      to: CGPoint(x: x0, y: y1 - reach), control1: CGPoint(x: x0 + control, y: y1),
      control2: CGPoint(x: x0, y: y1 - control))
    addLine(to: CGPoint(x: x0, y: y0 + reach))
    addCurve(
      to: CGPoint(x: x0 + reach, y: y0), control1: CGPoint(x: x0, y: y0 + control),
      control2: CGPoint(x: x0 + control, y: y0))
    closeSubpath()
  }

  /// A regular star with `points` tips (at least 2) centred in `rect`: the tips lie on the circle
  /// of radius min(width, height)/2, the inner corners at `innerRadiusRatio` of that, the first
  /// tip straight up. Fewer than 2 points gives an empty path.
  public init(starIn rect: CGRect, points: Int, innerRadiusRatio: Double) {
    self.init()
    guard points >= 2 else { return }
    let outer = min(rect.width, rect.height) / 2
    let inner = outer * innerRadiusRatio
    let center = CGPoint(x: rect.midX, y: rect.midY)
    for index in 0..<(points * 2) {
      let radius = index.isMultiple(of: 2) ? outer : inner
      let angle = -Double.pi / 2 + Double(index) * Double.pi / Double(points)
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if index == 0 { move(to: point) } else { addLine(to: point) }
    }
    closeSubpath()
  }

  /// A regular polygon with `sides` corners (at least 3) on the circle of radius
  /// min(width, height)/2 centred in `rect`, the first corner straight up. Fewer than 3 sides
  /// gives an empty path.
  public init(polygonIn rect: CGRect, sides: Int) {
    self.init()
    guard sides >= 3 else { return }
    let radius = min(rect.width, rect.height) / 2
    let center = CGPoint(x: rect.midX, y: rect.midY)
    for index in 0..<sides {
      let angle = -Double.pi / 2 + Double(index) * 2 * Double.pi / Double(sides)
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if index == 0 { move(to: point) } else { addLine(to: point) }
    }
    closeSubpath()
  }
}
