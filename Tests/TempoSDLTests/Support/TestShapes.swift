import Foundation
import TempoSDL
import TempoScene

/// Path builders for the tests: the scene layer's, plus shapes it does not offer.
enum TestShapes {
  /// A rectangle.
  static func rectangle(_ rect: CGRect) -> Path { Path(rect: rect) }

  /// A rectangle with circular corners of `radius`.
  static func roundedRectangle(_ rect: CGRect, radius: Double) -> Path {
    Path(roundedRect: rect, cornerRadius: radius, style: .circular)
  }

  /// A capsule: a rounded rectangle whose corner radius is half its shorter side.
  static func capsule(_ rect: CGRect) -> Path {
    roundedRectangle(rect, radius: min(rect.width, rect.height) / 2)
  }

  /// An ellipse inscribed in `rect`.
  static func ellipse(_ rect: CGRect) -> Path { Path(ellipseIn: rect) }

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
