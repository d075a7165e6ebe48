import Foundation

extension Glyphs {
  /// A point or direction in design units (internal): the glyphs' plane arithmetic, y down.
  struct Vector: Equatable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) {
      self.x = x
      self.y = y
    }

    /// The unit vector at `angle` radians from +x, turning towards +y (clockwise on screen).
    init(angle: Double) { self.init(cos(angle), sin(angle)) }

    static func + (a: Vector, b: Vector) -> Vector { Vector(a.x + b.x, a.y + b.y) }
    static func - (a: Vector, b: Vector) -> Vector { Vector(a.x - b.x, a.y - b.y) }
    static func * (a: Vector, k: Double) -> Vector { Vector(a.x * k, a.y * k) }

    /// The dot product.
    func dot(_ other: Vector) -> Double { x * other.x + y * other.y }
    /// The z component of the cross product: positive when `other` turns clockwise on screen.
    func cross(_ other: Vector) -> Double { x * other.y - y * other.x }
    /// The length.
    var length: Double { (x * x + y * y).squareRoot() }
    /// The same direction at length 1.
    var normalized: Vector { self * (1 / length) }
    /// The direction turned a quarter counterclockwise on screen: for a direction along an
    /// outline traced clockwise on screen, the outward normal.
    var outward: Vector { Vector(y, -x) }
    /// The angle from +x, in radians (clockwise on screen).
    var angle: Double { atan2(y, x) }
  }
}
