import Foundation

/// An outline made of lines and quadratic and cubic Bézier curves, in points.
public struct Path: Hashable, Sendable {
  /// One step of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: CGPoint)
    /// A straight line to the point.
    case line(to: CGPoint)
    /// A quadratic Bézier to the point through one control point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier to the point through two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A straight line back to the subpath's start, closing it.
    case closeSubpath
  }

  /// The steps, in order.
  public private(set) var elements: [Element] = []

  /// Creates an empty path.
  public init() {}

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
  /// Adds a straight line to `point`.
  public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
  /// Adds a quadratic Bézier to `point` through `control`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: point, control: control))
  }
  /// Adds a cubic Bézier to `point` through `control1` and `control2`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }
  /// Closes the current subpath with a line to its start.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }
}
