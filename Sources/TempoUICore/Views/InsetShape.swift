import Tempo
import TempoScene

/// A shape drawn inside its frame inset by an amount on every edge (what SwiftUI's
/// `strokeBorder` strokes, so the whole line stays inside the frame); the amount animates.
public struct InsetShape<Content: Shape>: Shape {
  /// The shape inset.
  public nonisolated(unsafe) var shape: Content
  /// The inset on every edge, in points.
  public var amount: Double

  /// Creates `shape` inset by `amount` points.
  public init(shape: Content, amount: Double) {
    (self.shape, self.amount) = (shape, amount)
  }

  /// The inset, then the shape's own data.
  nonisolated public var animatableData: AnimatablePair<Double, Content.AnimatableData> {
    get { AnimatablePair(amount, shape.animatableData) }
    set { (amount, shape.animatableData) = (newValue.first, newValue.second) }
  }

  /// The shape's outline in `rect` inset by ``amount`` on every edge.
  nonisolated public func path(in rect: CGRect) -> Path {
    let inset = CGRect(
      x: Double(rect.minX) + amount, y: Double(rect.minY) + amount,
      width: max(Double(rect.width) - 2 * amount, 0),
      height: max(Double(rect.height) - 2 * amount, 0))
    return shape.path(in: inset)
  }
}

extension Shape {
  /// This shape inset by `amount` points on every edge of its frame.
  public func inset(by amount: CGFloat) -> InsetShape<Self> {
    InsetShape(shape: self, amount: Double(amount))
  }

  /// The shape's outline drawn with `content` inside its frame: inset by half of
  /// `lineWidth`, so the line's outer edge is the frame's.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
  }

  /// The shape's outline drawn with `content` in `style`, inside its frame.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }

  /// The shape's outline in the foreground style, `lineWidth` points wide, inside its frame.
  public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
    inset(by: lineWidth / 2).stroke(lineWidth: lineWidth)
  }
}
