/// A pair of animatable values, animated component-wise.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first component.
  public var first: First
  /// The second component.
  public var second: Second

  /// Creates a pair from its two components.
  @inlinable
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The pair of zeros.
  @inlinable public static var zero: Self { Self(.zero, .zero) }

  /// Adds the pairs component-wise.
  @inlinable public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  /// Subtracts the pairs component-wise.
  @inlinable public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  /// Scales both components by `rhs`.
  @inlinable public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  /// The sum of both components' squared magnitudes.
  @inlinable public var magnitudeSquared: Double {
    first.magnitudeSquared + second.magnitudeSquared
  }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
