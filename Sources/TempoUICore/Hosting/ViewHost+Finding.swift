import Foundation
import TempoScene

extension ViewHost {
  /// The window frames, in points, of the mounted views of type `type`, in reading order (top
  /// to bottom, then left to right); views playing their removal are left out.
  ///
  /// The type is matched exactly, as written in the view tree (`Counter.self`,
  /// `Button<Text>.self`); a view's frame is the one its parent placed it in.
  package func frames<V: View>(of type: V.Type) -> [CGRect] {
    _ = scene.displayList()
    var frames: [CGRect] = []
    let wanted = ObjectIdentifier(type)
    func visit(_ element: Element) {
      if element.viewType == wanted, !element.isLeaving, let frame = Self.windowFrame(of: element) {
        frames.append(frame)
      }
      for child in element.children { visit(child) }
    }
    if let root = graph.root { visit(root) }
    return frames.sorted { $0.minY == $1.minY ? $0.minX < $1.minX : $0.minY < $1.minY }
  }

  /// The frame of `element` in window points: its own layout frame, or, for a view laid out
  /// through its content (a body that is an `AnyView`, say), the union of the frames of the
  /// outermost views inside it that have one.
  private static func windowFrame(of element: Element) -> CGRect? {
    if let frame = element.layoutCache.frame {
      return frame.mapped(by: element.hostNode.transformToWindow)
    }
    let frames = element.children.compactMap { windowFrame(of: $0) }
    guard let first = frames.first else { return nil }
    return frames.dropFirst().reduce(first) { $0.union($1) }
  }

  /// How many views of type `type` are mounted (not counting those playing their removal).
  package func count<V: View>(of type: V.Type) -> Int {
    frames(of: type).count
  }

  /// The centre, in window points, of the `index`-th (from 1) view of type `type` in reading
  /// order, or `nil` when there are fewer.
  package func center<V: View>(of type: V.Type, _ index: Int = 1) -> CGPoint? {
    let frames = frames(of: type)
    guard index >= 1, index <= frames.count else { return nil }
    return CGPoint(x: frames[index - 1].midX, y: frames[index - 1].midY)
  }

  /// Clicks the centre of the `index`-th (from 1) view of type `type` in reading order; returns
  /// `false`, clicking nothing, when there are fewer (a result callers must check: a test whose
  /// click finds nothing must fail).
  package func click<V: View>(_ type: V.Type, _ index: Int = 1) -> Bool {
    guard let center = center(of: type, index) else { return false }
    click(at: center)
    return true
  }
}
