import Tempo
import TempoScene

/// A shape drawn only between two fractions of its outline's length (what SwiftUI's
/// `Shape.trim(from:to:)` returns); both fractions animate.
public struct TrimmedShape<Content: Shape>: Shape {
  /// The shape trimmed.
  public nonisolated(unsafe) var shape: Content
  /// Where the drawn part starts, as a fraction (0…1) of the outline's length.
  public var startFraction: Double
  /// Where the drawn part ends, as a fraction (0…1) of the outline's length.
  public var endFraction: Double

  /// Creates `shape` trimmed to the part between `startFraction` and `endFraction`.
  public init(shape: Content, startFraction: Double = 0, endFraction: Double = 1) {
    (self.shape, self.startFraction, self.endFraction) = (shape, startFraction, endFraction)
  }

  /// The fractions, then the shape's own data.
  nonisolated public var animatableData:
    AnimatablePair<AnimatablePair<Double, Double>, Content.AnimatableData>
  {
    get {
      AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData)
    }
    set {
      (startFraction, endFraction) = (newValue.first.first, newValue.first.second)
      shape.animatableData = newValue.second
    }
  }

  /// The shape's outline in `rect`, trimmed.
  nonisolated public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }
}

extension Shape {
  /// This shape drawn only between the fractions `from` and `to` (0…1) of its outline's length,
  /// which starts where its path starts (a `Circle` at its right-most point, going clockwise).
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> TrimmedShape<Self>
  {
    TrimmedShape(
      shape: self, startFraction: Double(startFraction), endFraction: Double(endFraction))
  }
}
