import TempoScene

extension ViewHost {
  /// The window frames, in points, of the mounted views of type `type`, in reading order (top
  /// to bottom, then left to right); views playing their removal are left out.
  ///
  /// The type is matched exactly, as written in the view tree (`Counter.self`,
  /// `Button<Text>.self`); a view's frame is the one its parent placed it in.
  public func frames<V: View>(of type: V.Type) -> [CGRect] {
    _ = scene.displayList()
    var frames: [CGRect] = []
    let wanted = ObjectIdentifier(type)
    func visit(_ element: Element) {
      if element.viewType == wanted, !element.isLeaving, let frame = element.layoutCache.frame {
        frames.append(frame.mapped(by: element.hostNode.transformToWindow))
      }
      for child in element.children { visit(child) }
    }
    if let root = graph.root { visit(root) }
    return frames.sorted { $0.minY == $1.minY ? $0.minX < $1.minX : $0.minY < $1.minY }
  }

  /// How many views of type `type` are mounted (not counting those playing their removal).
  public func count<V: View>(of type: V.Type) -> Int {
    frames(of: type).count
  }

  /// The centre, in window points, of the `index`-th (from 1) view of type `type` in reading
  /// order, or `nil` when there are fewer.
  public func center<V: View>(of type: V.Type, _ index: Int = 1) -> CGPoint? {
    let frames = frames(of: type)
    guard index >= 1, index <= frames.count else { return nil }
    return CGPoint(x: frames[index - 1].midX, y: frames[index - 1].midY)
  }

  /// Clicks the centre of the `index`-th (from 1) view of type `type` in reading order; returns
  /// `false`, clicking nothing, when there are fewer.
  @discardableResult
  public func click<V: View>(_ type: V.Type, _ index: Int = 1) -> Bool {
    guard let center = center(of: type, index) else { return false }
    click(at: center)
    return true
  }
}

extension CGRect {
  /// The box around this rectangle's corners mapped by `transform`.
  fileprivate func mapped(by transform: AffineTransform2D) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { transform.apply(to: $0) }
    let xs = corners.map { Double($0.x) }
    let ys = corners.map { Double($0.y) }
    return CGRect(
      x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
      height: (ys.max() ?? 0) - (ys.min() ?? 0))
  }
}
