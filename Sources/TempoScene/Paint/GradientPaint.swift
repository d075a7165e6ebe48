import Foundation
import Tempo

/// A gradient a shape is filled or stroked with: colour stops laid along a line, rings, ellipses
/// or angles placed in a rectangle's unit space (SwiftUI's gradient shape styles).
///
/// Points of ``kind`` are unit points of ``bounds``, the rectangle the shape is drawn in (a
/// ``ShapeNode`` sets it to its frame when it draws). Beyond its first and last stops a gradient
/// keeps their colours. Colours between stops are mixed without premultiplying their opacity,
/// as Core Graphics mixes them (so a fade to `.clear`, transparent black, darkens on the way).
public struct GradientPaint: Hashable, Sendable {
  /// A colour at a location along the gradient, 0 (its start) …1 (its end).
  public struct Stop: Hashable, Sendable {
    /// The colour at ``location``.
    public var color: Color
    /// Where the colour is, as a fraction of the gradient's length.
    public var location: Double

    /// A stop of `color` at `location`.
    public init(color: Color, location: Double) {
      (self.color, self.location) = (color, location)
    }
  }

  /// How colours between two stops are mixed.
  public enum Interpolation: Hashable, Sendable {
    /// Component by component in gamma-encoded sRGB (SwiftUI's `.device`, the default).
    case device
    /// In Oklab, a perceptually uniform space (SwiftUI's `.perceptual`).
    case perceptual
  }

  /// Where the gradient's locations lie.
  public enum Kind: Hashable, Sendable {
    /// Along the line from `start` to `end`: constant on the lines across it, 0 at `start` and
    /// 1 at `end`, measured in points (so a diagonal of a wide rectangle is not a unit-space one).
    case linear(start: UnitPoint, end: UnitPoint)
    /// On circles about `center`: 0 at `startRadius` points, 1 at `endRadius` points.
    case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
    /// On ellipses about `center` measured in unit space: 0 at `startRadius`, 1 at
    /// `endRadius` (0.5 touches the rectangle's sides).
    case elliptical(center: UnitPoint, startRadius: Double, endRadius: Double)
    /// By angle about `center`, in radians clockwise from the +x axis (y points down): 0 at
    /// `startAngle` and 1 at `endAngle`. Equal angles make a full turn, a span over a turn
    /// draws its last turn, and a span under a turn fills the rest with the last stop's colour
    /// up to half-way and the first stop's after it (SwiftUI's `AngularGradient`).
    case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
  }

  /// Where the locations lie.
  public var kind: Kind
  /// The stops, by location (stops with equal locations keep their order: a hard edge).
  public var stops: [Stop]
  /// How colours between stops are mixed.
  public var interpolation: Interpolation
  /// The rectangle, in local points, whose unit space ``kind`` is placed in.
  public var bounds: CGRect

  /// A gradient of `stops` (sorted by location, keeping the order of equal ones) placed in
  /// `bounds`.
  public init(
    kind: Kind, stops: [Stop], interpolation: Interpolation = .device, bounds: CGRect = .zero
  ) {
    self.kind = kind
    self.stops = stops.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
    self.interpolation = interpolation
    self.bounds = bounds
  }

  /// This gradient placed in `bounds` (local points).
  public func placed(in bounds: CGRect) -> GradientPaint {
    var paint = self
    paint.bounds = bounds
    return paint
  }

  /// The colour at `point` (local points).
  public func color(at point: CGPoint) -> Color {
    color(atLocation: location(at: point))
  }

  /// The gradient's location at `point` (local points), before it is clamped to the stops.
  public func location(at point: CGPoint) -> Double {
    func place(_ unit: UnitPoint) -> (x: Double, y: Double) {
      (Double(bounds.minX + unit.x * bounds.width), Double(bounds.minY + unit.y * bounds.height))
    }
    let (x, y) = (Double(point.x), Double(point.y))
    switch kind {
    case .linear(let start, let end):
      let (a, b) = (place(start), place(end))
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      let length = dx * dx + dy * dy
      return length > 0 ? ((x - a.x) * dx + (y - a.y) * dy) / length : 0
    case .radial(let center, let startRadius, let endRadius):
      let c = place(center)
      return Self.ring(hypot(x - c.x, y - c.y), from: startRadius, to: endRadius)
    case .elliptical(let center, let startRadius, let endRadius):
      let c = place(center)
      let (w, h) = (Double(bounds.width), Double(bounds.height))
      guard w > 0, h > 0 else { return 0 }
      return Self.ring(hypot((x - c.x) / w, (y - c.y) / h), from: startRadius, to: endRadius)
    case .angular(let center, let startAngle, let endAngle):
      let c = place(center)
      return Self.turn(atan2(y - c.y, x - c.x), from: startAngle, to: endAngle)
    }
  }

  /// The location of a distance `d` between two radii (0 for equal radii inside, 1 outside).
  private static func ring(_ d: Double, from start: Double, to end: Double) -> Double {
    end != start ? (d - start) / (end - start) : (d < start ? 0 : 1)
  }

  /// The location of the angle `theta` (radians) in an angular gradient from `start` to `end`.
  private static func turn(_ theta: Double, from start: Double, to end: Double) -> Double {
    let full = 2 * Double.pi
    var span = end - start
    guard span.isFinite, theta.isFinite else { return 0 }
    if span == 0 { span = full }
    let direction: Double = span > 0 ? 1 : -1
    span = min(abs(span), full)
    // The last turn of a longer span starts one turn before its end.
    let first = abs(end - start) > full ? end - direction * full : start
    var angle = (direction * (theta - first)).truncatingRemainder(dividingBy: full)
    if angle < 0 { angle += full }
    if angle <= span { return angle / span }
    // The missing part of the turn: the last colour up to half-way, then the first.
    return angle - span < (full - span) / 2 ? 1 : 0
  }

  /// The colour at `location`: the nearest stop's beyond the ends, mixed between the two
  /// stops around it; transparent without stops.
  public func color(atLocation location: Double) -> Color {
    guard let first = stops.first, let last = stops.last else { return .clear }
    guard location.isFinite, location > first.location else { return first.color }
    guard location < last.location else { return last.color }
    var upper = 1
    while upper < stops.count - 1 && stops[upper].location <= location { upper += 1 }
    let (a, b) = (stops[upper - 1], stops[upper])
    let width = b.location - a.location
    let t = width > 0 ? (location - a.location) / width : 1
    return Self.mix(a.color, b.color, t, in: interpolation)
  }

  /// `a` and `b` mixed by `t` (0 is `a`) in `interpolation`'s space, opacity straight.
  static func mix(_ a: Color, _ b: Color, _ t: Double, in interpolation: Interpolation) -> Color {
    func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    let opacity = lerp(a.opacity, b.opacity)
    switch interpolation {
    case .device:
      return Color(
        red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue),
        opacity: opacity)
    case .perceptual:
      let (p, q) = (Oklab(a), Oklab(b))
      return Oklab(l: lerp(p.l, q.l), a: lerp(p.a, q.a), b: lerp(p.b, q.b)).color(opacity: opacity)
    }
  }
}
