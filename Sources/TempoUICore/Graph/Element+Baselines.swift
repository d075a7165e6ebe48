import Foundation
import TempoScene

extension Element {
  /// This element's first or last text baseline (`guide`) when laid out at `size`, in points
  /// from its top, or `nil` when nothing inside it has text (SwiftUI's explicit alignment
  /// guide: a text's, a symbol's, or its children's where it places them).
  func explicitBaseline(_ guide: VerticalAlignment, in size: CGSize) -> Double? {
    if isPrimitive {
      let core = core
      return core.explicitBaseline(guide, in: size, element: self)
    }
    return childrenBaseline(guide, in: size)
  }

  /// Where `guide` is in this element laid out at `size`, in points from its top: a text
  /// baseline where it has one, else its bottom; an edge or the centre by its fraction.
  func alignmentValue(_ guide: VerticalAlignment, in size: CGSize) -> Double {
    let height = Double(size.height)
    guard guide.isTextBaseline else { return height * guide.unitFraction }
    return explicitBaseline(guide, in: size) ?? height
  }

  /// The baseline of the children as a view that passes its layout on places them: one child
  /// in the whole size, several as a centred vertical stack.
  func childrenBaseline(_ guide: VerticalAlignment, in size: CGSize) -> Double? {
    let children = layoutChildren
    if children.count == 1 { return children[0].explicitBaseline(guide, in: size) }
    let arrangement = StackArrangement.vertical(spacing: nil, alignment: .center)
    return arrangement.explicitBaseline(guide, in: size, children: children)
  }
}
