import Tempo

/// The common array-backed vector whose `zero` is a placeholder: one element, and `+`/`-` work
/// on the shorter length (so anything summed with `.zero` collapses to one element).
package struct PlaceholderVector: VectorArithmetic {
  /// The components.
  package var values: [Double]

  /// A vector of `values`.
  package init(_ values: [Double]) { self.values = values }

  /// The placeholder zero: a single 0.
  package static var zero: PlaceholderVector { PlaceholderVector([0]) }

  /// Component-wise sum over the shorter length.
  package static func + (lhs: PlaceholderVector, rhs: PlaceholderVector) -> PlaceholderVector {
    PlaceholderVector(zip(lhs.values, rhs.values).map { $0 + $1 })
  }

  /// Component-wise difference over the shorter length.
  package static func - (lhs: PlaceholderVector, rhs: PlaceholderVector) -> PlaceholderVector {
    PlaceholderVector(zip(lhs.values, rhs.values).map { $0 - $1 })
  }

  /// Multiplies every component by `rhs`.
  package mutating func scale(by rhs: Double) {
    values = values.map { $0 * rhs }
  }

  /// The sum of the squared components.
  package var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
}
