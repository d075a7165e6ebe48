extension Double: VectorArithmetic {
  /// Multiplies this value by `rhs`.
  @inlinable public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square of this value.
  @inlinable public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies this value by `rhs`.
  @inlinable public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
  /// The square of this value, in double precision.
  @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies this value by `rhs`.
  @inlinable public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }
  /// The square of this value, in double precision.
  @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}
