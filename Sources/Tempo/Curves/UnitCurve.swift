/// A function from progress (0…1) to an eased fraction, usually also 0…1.
///
/// The same presets as SwiftUI's `UnitCurve`. `value(at:)` clamps progress to [0, 1];
/// `velocity(at:)` is the slope dy/dx.
public struct UnitCurve: Hashable, Sendable {
  enum Shape: Hashable, Sendable {
    case bezier(p1: UnitPoint, p2: UnitPoint)
    case circularEaseIn, circularEaseOut, circularEaseInOut, inverseCircularEaseInOut
  }

  let shape: Shape
  let bezier: CubicBezier?

  init(_ shape: Shape) {
    self.shape = shape
    if case .bezier(let p1, let p2) = shape {
      bezier = CubicBezier(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y))
    } else {
      bezier = nil
    }
  }

  /// A cubic Bézier from (0, 0) to (1, 1) through the two control points.
  ///
  /// Each control point's x is clamped to 0…1, as SwiftUI documents, so that x only grows
  /// along the curve (a function of progress); y is kept as given, to overshoot.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    func clamped(_ point: UnitPoint) -> UnitPoint {
      UnitPoint(x: min(max(point.x, 0), 1), y: point.y)
    }
    return UnitCurve(.bezier(p1: clamped(startControlPoint), p2: clamped(endControlPoint)))
  }

  /// The eased fraction at `progress`, which is clamped to [0, 1].
  public func value(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    switch shape {
    case .bezier: return bezier!.value(at: x)
    case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
    case .circularEaseOut: return (1 - (1 - x) * (1 - x)).squareRoot()
    case .circularEaseInOut:
      return x < 0.5
        ? (1 - (1 - 4 * x * x).squareRoot()) / 2
        : ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1) / 2
    case .inverseCircularEaseInOut:
      return x < 0.5
        ? (1 - (1 - 2 * x) * (1 - 2 * x)).squareRoot() / 2
        : 1 - (1 - (2 * x - 1) * (2 * x - 1)).squareRoot() / 2
    }
  }

  /// The slope dy/dx of the curve at `progress`, which is clamped to [0, 1].
  ///
  /// A Bézier whose control point sits on its end point (easeOut's at 0, easeIn's at 1) has no
  /// tangent there: dx/dt = dy/dt = 0. The limit of dy/dx along the curve would be the other
  /// control point's slope (1/0.58 for both of those), but SwiftUI returns 1 at such a start
  /// and 0 at such an end, and so does this (see `degenerateEndSlope(_:_:at:)`).
  public func velocity(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    switch shape {
    case .bezier(let p1, let p2):
      return Self.degenerateEndSlope(p1, p2, at: x) ?? bezier!.slope(at: x)
    case .circularEaseIn: return x / (1 - x * x).squareRoot()
    case .circularEaseOut: return (1 - x) / (1 - (1 - x) * (1 - x)).squareRoot()
    case .circularEaseInOut:
      return x < 0.5
        ? 2 * x / (1 - 4 * x * x).squareRoot()
        : 2 * (1 - x) / (1 - (2 * x - 2) * (2 * x - 2)).squareRoot()
    case .inverseCircularEaseInOut:
      let u = x < 0.5 ? 1 - 2 * x : 2 * x - 1
      return u / (1 - u * u).squareRoot()
    }
  }

  /// SwiftUI's slope of a Bézier at an end where the tangent vanishes, or `nil` elsewhere.
  ///
  /// A curve whose control points both lie on y = x is the straight line y = x: slope 1
  /// everywhere. Otherwise, at x = 0 with p1 = (0, 0) SwiftUI takes the equal (zero) parametric
  /// derivatives as slope 1; at x = 1 with p2 = (1, 1) its dy/dt is exactly 0 while dx/dt keeps
  /// only rounding, so it returns 0. (OpenSwiftUI's compatibility tests record 1.0 for easeOut
  /// at 0 and 0.0 for easeIn at 1.)
  static func degenerateEndSlope(_ p1: UnitPoint, _ p2: UnitPoint, at x: Double) -> Double? {
    if p1.x == p1.y && p2.x == p2.y { return 1 }
    if x == 0 && p1.x == 0 && p1.y == 0 { return 1 }
    if x == 1 && p2.x == 1 && p2.y == 1 { return 0 }
    return nil
  }

  /// The inverse function: progress as a function of the eased fraction.
  public var inverse: UnitCurve {
    switch shape {
    case .bezier(let p1, let p2):
      return .bezier(
        startControlPoint: UnitPoint(x: p1.y, y: p1.x), endControlPoint: UnitPoint(x: p2.y, y: p2.x)
      )
    case .circularEaseIn: return .circularEaseOut
    case .circularEaseOut: return .circularEaseIn
    case .circularEaseInOut: return UnitCurve(.inverseCircularEaseInOut)
    case .inverseCircularEaseInOut: return .circularEaseInOut
    }
  }

  /// Constant speed: control points (0, 0) and (1, 1).
  public static let linear = bezier(
    startControlPoint: .init(x: 0, y: 0), endControlPoint: .init(x: 1, y: 1))
  /// Starts slowly: control points (0.42, 0) and (1, 1).
  public static let easeIn = bezier(
    startControlPoint: .init(x: 0.42, y: 0), endControlPoint: .init(x: 1, y: 1))
  /// Ends slowly: control points (0, 0) and (0.58, 1).
  public static let easeOut = bezier(
    startControlPoint: .init(x: 0, y: 0), endControlPoint: .init(x: 0.58, y: 1))
  /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1).
  public static let easeInOut = bezier(
    startControlPoint: .init(x: 0.42, y: 0), endControlPoint: .init(x: 0.58, y: 1))
  /// A quarter circle starting slowly: 1 − √(1 − x²).
  public static let circularEaseIn = UnitCurve(.circularEaseIn)
  /// A quarter circle ending slowly: √(1 − (1 − x)²).
  public static let circularEaseOut = UnitCurve(.circularEaseOut)
  /// Two quarter circles: circular ease-in to the midpoint, circular ease-out after it.
  public static let circularEaseInOut = UnitCurve(.circularEaseInOut)
}

extension UnitCurve: CustomStringConvertible {
  /// The preset's name, or the control points of a custom Bézier.
  public var description: String {
    switch self {
    case .linear: return "linear"
    case .easeIn: return "easeIn"
    case .easeOut: return "easeOut"
    case .easeInOut: return "easeInOut"
    default: break
    }
    switch shape {
    case .bezier(let p1, let p2): return "bezier(\(p1.x), \(p1.y), \(p2.x), \(p2.y))"
    case .circularEaseIn: return "circularEaseIn"
    case .circularEaseOut: return "circularEaseOut"
    case .circularEaseInOut: return "circularEaseInOut"
    case .inverseCircularEaseInOut: return "circularEaseInOut.inverse"
    }
  }
}
