import Foundation
import TempoScene

/// A view placing its content's centre at a point (internal; `.position(x:y:)`): it takes the
/// whole space offered (10 points in an axis offered `nil`, as SwiftUI's does), offers it to
/// the content, and centres the content on `position` in its own coordinates.
struct PositionView<Content: View>: View, PrimitiveView {
  let content: Content
  let position: CGPoint

  typealias Body = Never

  /// The length taken in an axis offered `nil`, in points (SwiftUI's).
  static var unspecifiedLength: Double { 10 }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    proposal.replacingUnspecifiedDimensions(
      by: CGSize(width: Self.unspecifiedLength, height: Self.unspecifiedLength))
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    guard let child = element.layoutChildren.first else { return }
    let size = child.sizeThatFits(ProposedViewSize(bounds.size))
    child.place(
      in: CGRect(
        x: Double(bounds.minX) + Double(position.x) - Double(size.width) / 2,
        y: Double(bounds.minY) + Double(position.y) - Double(size.height) / 2,
        width: Double(size.width), height: Double(size.height)))
  }
}

extension View {
  /// Centres this view on (`x`, `y`) in its parent's space, in points; the result takes all
  /// the space offered.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    PositionView(content: self, position: CGPoint(x: x, y: y))
  }

  /// Centres this view on `position` in its parent's space, in points.
  public func position(_ position: CGPoint) -> some View {
    PositionView(content: self, position: position)
  }
}
