/// A type with values that can be scaled and added, so that they can be interpolated.
///
/// Same contract as SwiftUI's `VectorArithmetic`: `scale(by:)` multiplies every component and
/// `magnitudeSquared` is the sum of the squared components (used for rest thresholds).
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component of this value by `rhs`.
  mutating func scale(by rhs: Double)

  /// The dot product of this value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// Returns this value with each component multiplied by `rhs`.
  @inlinable
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }

  /// Returns `self + (other − self) · amount`.
  @inlinable
  public func interpolated(towards other: Self, amount: Double) -> Self {
    self + (other - self).scaled(by: amount)
  }

  /// Moves this value to `self + (other − self) · amount`.
  @inlinable
  public mutating func interpolate(towards other: Self, amount: Double) {
    self = interpolated(towards: other, amount: amount)
  }
}
