import Foundation
import TempoSDL

/// Small local path builders for the tests (the scene layer's builders are not used on purpose).
enum TestShapes {
  /// A rectangle.
  static func rectangle(_ rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }

  /// A rectangle with circular corners of `radius` (cubic quarter circles, k = 0.5523).
  static func roundedRectangle(_ rect: CGRect, radius: Double) -> Path {
    let r = min(radius, rect.width / 2, rect.height / 2)
    let k = 0.5523 * r
    let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    var path = Path()
    path.move(to: CGPoint(x: minX + r, y: minY))
    path.addLine(to: CGPoint(x: maxX - r, y: minY))
    path.addCurve(
      to: CGPoint(x: maxX, y: minY + r), control1: CGPoint(x: maxX - r + k, y: minY),
      control2: CGPoint(x: maxX, y: minY + r - k))
    path.addLine(to: CGPoint(x: maxX, y: maxY - r))
    path.addCurve(
      to: CGPoint(x: maxX - r, y: maxY), control1: CGPoint(x: maxX, y: maxY - r + k),
      control2: CGPoint(x: maxX - r + k, y: maxY))
    path.addLine(to: CGPoint(x: minX + r, y: maxY))
    path.addCurve(
      to: CGPoint(x: minX, y: maxY - r), control1: CGPoint(x: minX + r - k, y: maxY),
      control2: CGPoint(x: minX, y: maxY - r + k))
    path.addLine(to: CGPoint(x: minX, y: minY + r))
    path.addCurve(
      to: CGPoint(x: minX + r, y: minY), control1: CGPoint(x: minX, y: minY + r - k),
      control2: CGPoint(x: minX + r - k, y: minY))
    path.closeSubpath()
    return path
  }

  /// A capsule: a rounded rectangle whose corner radius is half its shorter side.
  static func capsule(_ rect: CGRect) -> Path {
    roundedRectangle(rect, radius: min(rect.width, rect.height) / 2)
  }

  /// An ellipse inscribed in `rect`: four cubic quarter arcs (k = 0.5523).
  static func ellipse(_ rect: CGRect) -> Path {
    let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
    let (kx, ky) = (0.5523 * rx, 0.5523 * ry)
    var path = Path()
    path.move(to: CGPoint(x: cx + rx, y: cy))
    path.addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
      control2: CGPoint(x: cx + kx, y: cy + ry))
    path.addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + ky))
    path.addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
      control2: CGPoint(x: cx - kx, y: cy - ry))
    path.addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - ky))
    path.closeSubpath()
    return path
  }

  /// A five-pointed star centred at `center` with outer radius `radius`.
  static func star(center: CGPoint, radius: Double, innerRatio: Double = 0.382) -> Path {
    var path = Path()
    for index in 0..<10 {
      let angle = -Double.pi / 2 + Double(index) * Double.pi / 5
      let r = index.isMultiple(of: 2) ? radius : radius * innerRatio
      let point = CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
  }

  /// A drop-like custom outline with a quadratic and two cubic curves, inside `rect`.
  static func drop(_ rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addCurve(
      to: CGPoint(x: rect.maxX, y: rect.maxY - rect.height * 0.3),
      control1: CGPoint(x: rect.midX + rect.width * 0.2, y: rect.minY + rect.height * 0.3),
      control2: CGPoint(x: rect.maxX, y: rect.midY))
    path.addQuadCurve(
      to: CGPoint(x: rect.minX, y: rect.maxY - rect.height * 0.3),
      control: CGPoint(x: rect.midX, y: rect.maxY + rect.height * 0.25))
    path.addCurve(
      to: CGPoint(x: rect.midX, y: rect.minY),
      control1: CGPoint(x: rect.minX, y: rect.midY),
      control2: CGPoint(x: rect.midX - rect.width * 0.2, y: rect.minY + rect.height * 0.3))
    path.closeSubpath()
    return path
  }
}
