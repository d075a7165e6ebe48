/// The animatable data of a type that does not animate: every operation is a no-op.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
  /// Creates the (only) empty value.
  @inlinable public init() {}
  /// The empty value.
  @inlinable public static var zero: Self { Self() }
  /// Returns the empty value.
  @inlinable public static func + (lhs: Self, rhs: Self) -> Self { Self() }
  /// Returns the empty value.
  @inlinable public static func - (lhs: Self, rhs: Self) -> Self { Self() }
  /// Does nothing.
  @inlinable public mutating func scale(by rhs: Double) {}
  /// Always 0.
  @inlinable public var magnitudeSquared: Double { 0 }
}
