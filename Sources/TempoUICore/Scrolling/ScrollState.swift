import Tempo
import TempoScene

/// Where a scroll view is scrolled to (internal): kept in its element's storage for as long as
/// it lives, with the sizes of its last layout to keep the offset in range.
@MainActor
final class ScrollState {
  /// How far the content is scrolled, in points from its top-leading corner.
  var offset = CGPoint.zero
  /// The content's size at the last layout.
  var contentSize = CGSize.zero
  /// The visible size at the last layout.
  var viewport = CGSize.zero
  /// The axes the view scrolls in.
  var axes: Axis.Set = .vertical

  /// The key of a scroll view's state in its element's storage.
  private enum Key: ElementStorageKey {
    static var defaultValue: ScrollState? { nil }
  }

  /// The scroll state of a scroll view's element, made on first use.
  static func of(_ element: Element) -> ScrollState {
    if let state = element.storage[Key.self] { return state }
    let state = ScrollState()
    element.storage[Key.self] = state
    return state
  }

  /// `offset` kept within 0 … content − viewport in each scrolled axis (0 in the others).
  func clamped(_ offset: CGPoint) -> CGPoint {
    func clamp(_ value: Double, _ content: Double, _ visible: Double, _ axis: Axis.Set) -> Double {
      guard axes.contains(axis) else { return 0 }
      return min(max(value, 0), max(content - visible, 0))
    }
    return CGPoint(
      x: clamp(Double(offset.x), Double(contentSize.width), Double(viewport.width), .horizontal),
      y: clamp(Double(offset.y), Double(contentSize.height), Double(viewport.height), .vertical))
  }

  /// Scrolls to `target` (clamped) as a state change of `element` made in `transaction`:
  /// the content moves at the next update, animated if the transaction animates.
  func scroll(to target: CGPoint, in element: Element, transaction: Transaction) {
    let target = clamped(target)
    guard target != offset else { return }
    element.graph.stateDidChange(of: element, transaction: transaction) { [weak self] in
      guard let self, self.offset != target else { return false }
      self.offset = target
      return true
    }
  }

  /// What the wheel does to a scroll view's (or a list's) node: scrolls `state` by the
  /// wheel's delta, at once.
  static func wheelAction(_ state: ScrollState, element: Element) -> @MainActor (CGSize) -> Void {
    { [weak state, reference = element.reference] delta in
      guard let state, let element = reference.element else { return }
      let target = CGPoint(x: state.offset.x + delta.width, y: state.offset.y + delta.height)
      state.scroll(to: target, in: element, transaction: Transaction(animation: nil))
    }
  }
}
