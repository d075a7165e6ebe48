/// A geometric angle, stored in radians.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// The zero angle.
  public init() { radians = 0 }
  /// Creates an angle of `radians` radians.
  public init(radians: Double) { self.radians = radians }
  /// Creates an angle of `degrees` degrees.
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// Creates an angle of `radians` radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// Creates an angle of `degrees` degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// The zero angle.
  public static let zero = Angle()

  /// Compares the angles' radians.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable {
  /// The angle's radians × 128, so that springs' absolute rest thresholds suit small angles.
  public var animatableData: Double {
    get { radians * 128 }
    set { radians = newValue / 128 }
  }
}
