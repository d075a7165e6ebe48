import Foundation
import TempoScene

extension StackArrangement {
  /// The stack's first or last text baseline (`guide`) with its children at `frames` (from
  /// ``layout(_:children:)``), in points from its top, or `nil` when no child has one. A
  /// vertical stack's is its first child's first baseline (its last child's last), a child
  /// without text counting by its bottom; a horizontal stack's or an overlay's the highest
  /// first baseline of the children that have one (the lowest last), as SwiftUI merges
  /// explicit guides.
  @MainActor func explicitBaseline(
    _ guide: VerticalAlignment, children: [Element], frames: [CGRect]
  ) -> Double? {
    let isFirst = guide == .firstTextBaseline
    var result: Double?
    var anyExplicit = false
    for (child, frame) in zip(children, frames) {
      let explicit = child.explicitBaseline(guide, in: frame.size)
      if explicit != nil { anyExplicit = true }
      if case .vertical = self {
        // The first child decides a first baseline, the last child a last one.
        if isFirst, result != nil { continue }
        result = Double(frame.minY) + (explicit ?? Double(frame.height))
        continue
      }
      guard let explicit else { continue }
      let value = Double(frame.minY) + explicit
      result = result.map { isFirst ? min($0, value) : max($0, value) } ?? value
    }
    return anyExplicit ? result : nil
  }

  /// The stack's baseline as it is laid out at `size`: see ``explicitBaseline(_:children:frames:)``.
  @MainActor func explicitBaseline(
    _ guide: VerticalAlignment, in size: CGSize, children: [Element]
  ) -> Double? {
    let frames = layout(ProposedViewSize(size), children: children).frames
    return explicitBaseline(guide, children: children, frames: frames)
  }

  /// Children of `sizes` lined up across a horizontal stack (or down an overlay) on `guide`:
  /// each child's top, and the height they span from the highest top to the lowest bottom.
  @MainActor static func lineUp(
    _ sizes: [CGSize], of children: [Element], on guide: VerticalAlignment
  ) -> (height: Double, tops: [Double]) {
    var values: [Double] = []
    values.reserveCapacity(sizes.count)
    guard !sizes.isEmpty else { return (0, []) }
    var above = -Double.infinity
    var below = -Double.infinity
    for (child, size) in zip(children, sizes) {
      let value = child.alignmentValue(guide, in: size)
      values.append(value)
      above = max(above, value)
      below = max(below, Double(size.height) - value)
    }
    var tops: [Double] = []
    tops.reserveCapacity(values.count)
    for value in values { tops.append(above - value) }
    return (above + below, tops)
  }
}
