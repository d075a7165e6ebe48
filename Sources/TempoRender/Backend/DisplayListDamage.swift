import Foundation
import Tempo
import TempoScene

/// Which device pixels a display list can change over the last one drawn: the boxes a backend
/// that keeps its last frame must clear and redraw (package-level).
///
/// A list is read as ``Item``s: each draw command with the clip in force for it (its `pushClip`
/// rectangles intersected and rounded out to whole device pixels, as the backends clip). The
/// old and new items are matched in order (a common prefix and suffix, then a shortest edit
/// script); an item in only one of the lists damages the pixels it may touch
/// (``bounds(of:scale:text:)``). Every pixel outside the damage is drawn by the same items in
/// the same order in both frames, so it keeps its value. A new size, scale or background, a
/// change of over ``maximumEditedItems`` items in the list's structure, or damage over three
/// quarters of the frame or more is reported as the whole frame.
package enum DisplayListDamage {
  /// The device-pixel box of one line of text drawn with `transform` (to device pixels), as
  /// the backend places it, or `nil` when it draws nothing; the other arguments as in
  /// `DrawCommand.text`.
  package typealias TextBounds =
    (
      _ text: String, _ fontSize: Double, _ color: Color, _ origin: CGPoint,
      _ transform: AffineTransform2D, _ opacity: Double, _ style: FontStyle
    ) -> CGRect?

  /// A rectangle of whole device pixels: columns `minX..<maxX`, rows `minY..<maxY`.
  package struct PixelBox: Hashable, Sendable {
    /// The first column and row inside.
    package var minX: Int, minY: Int
    /// The first column and row past the box.
    package var maxX: Int, maxY: Int

    /// The box of columns `minX..<maxX` and rows `minY..<maxY`.
    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
      (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// The pixels `rect` (device pixels) touches, grown by `margin` pixels each way; a
    /// coordinate that is not finite stands for the farthest pixel (±1 000 000) that way.
    package init(covering rect: CGRect, margin: Int) {
      func pixel(_ value: Double, _ rule: FloatingPointRoundingRule, nan: Double) -> Int {
        Int(min(max(value.isNaN ? nan : value.rounded(rule), -1_000_000), 1_000_000))
      }
      let (x0, x1) = (Double(rect.minX), Double(rect.maxX))
      let (y0, y1) = (Double(rect.minY), Double(rect.maxY))
      minX = pixel(x0, .down, nan: -.infinity) - margin
      minY = pixel(y0, .down, nan: -.infinity) - margin
      maxX = pixel(x1, .up, nan: .infinity) + margin
      maxY = pixel(y1, .up, nan: .infinity) + margin
    }

    /// Whether the box holds no pixel.
    package var isEmpty: Bool { minX >= maxX || minY >= maxY }
    /// The number of pixels inside (0 when empty).
    package var area: Int { isEmpty ? 0 : (maxX - minX) * (maxY - minY) }

    /// The pixels in both boxes (empty if none).
    package func intersection(_ other: PixelBox) -> PixelBox {
      PixelBox(
        minX: max(minX, other.minX), minY: max(minY, other.minY),
        maxX: max(min(maxX, other.maxX), max(minX, other.minX)),
        maxY: max(min(maxY, other.maxY), max(minY, other.minY)))
    }

    /// The smallest box holding both.
    package func union(_ other: PixelBox) -> PixelBox {
      if isEmpty { return other }
      if other.isEmpty { return self }
      return PixelBox(
        minX: min(minX, other.minX), minY: min(minY, other.minY),
        maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// Whether the boxes share a pixel.
    package func intersects(_ other: PixelBox) -> Bool { !intersection(other).isEmpty }
  }

  /// One draw command with the clip in force for it (`nil`: none), in device pixels.
  package struct Item: Hashable, Sendable {
    /// The command (never `pushClip` or `popClip`).
    package var command: DrawCommand
    /// The intersection of the clips pushed around it.
    package var clip: PixelBox?

    /// Whether the item starts or ends a layer (a gradient mask is one).
    var isLayer: Bool {
      switch command {
      case .pushLayer, .popLayer, .pushGradientMask, .popGradientMask: true
      default: false
      }
    }
  }

  /// A frame as the damage computation compares it: its items and the pixels each may touch.
  package struct Frame: Sendable {
    /// The frame's size, in device pixels.
    package var pixelWidth: Int, pixelHeight: Int
    /// Device pixels per point.
    package var scale: Double
    /// The colour the frame is cleared to.
    package var background: Color
    /// The list's draw commands, with their clips.
    package var items: [Item]
    /// What each item may touch, within its clip and the frame (`nil`: nothing).
    package var bounds: [PixelBox?]

    /// The whole frame as a box.
    package var box: PixelBox { PixelBox(minX: 0, minY: 0, maxX: pixelWidth, maxY: pixelHeight) }
  }

  /// What must be redrawn.
  package enum Damage: Hashable, Sendable {
    /// Nothing: the frame draws the same pixels as the last one.
    case none
    /// These disjoint boxes (within the frame), and nothing else.
    case boxes([PixelBox])
    /// The whole frame.
    case full
  }

  /// At most this many boxes are kept apart; more are merged into one.
  package static let maximumBoxes = 4

  /// The frame `list` draws at `scale` on `pixelWidth` × `pixelHeight` pixels, what it
  /// damages over `old` (the last frame drawn, `nil` for none), and how many of its first
  /// items are those of `old` (0 when damage is the whole frame). Bounds of items matched in
  /// `old` are taken from it; `text` gives those of new text.
  package static func frame(
    _ list: DisplayList, scale: Double, pixelWidth: Int, pixelHeight: Int, over old: Frame?,
    text: TextBounds
  ) -> (frame: Frame, damage: Damage, unchangedPrefix: Int) {
    let items = items(of: list, scale: scale)
    var frame = Frame(
      pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
      background: list.background, items: items, bounds: [])
    func bounds(_ item: Item) -> PixelBox? {
      Self.bounds(of: item, scale: scale, text: text)?.intersection(frame.box)
        .nonEmpty
    }
    guard let old, old.pixelWidth == pixelWidth, old.pixelHeight == pixelHeight,
      old.scale == scale, old.background == list.background
    else {
      frame.bounds = items.map(bounds)
      return (frame, .full, 0)
    }
    if old.items == items {
      frame.bounds = old.bounds
      return (frame, .none, items.count)
    }
    // A layer blends what is drawn in it as a whole: redrawing some of its items alone, clipped,
    // would not; a list with layers is drawn whole when it changes.
    if items.contains(where: \.isLayer) {
      frame.bounds = items.map(bounds)
      return (frame, .full, 0)
    }
    guard let (removed, inserted) = changes(from: old.items, to: items) else {
      frame.bounds = items.map(bounds)
      return (frame, .full, 0)
    }
    let prefix = min(removed.min() ?? items.count, inserted.min() ?? items.count)
    var damaged = removed.compactMap { old.bounds[$0] }
    var oldIndex = 0
    frame.bounds.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      if inserted.contains(index) {
        let box = bounds(item)
        frame.bounds.append(box)
        if let box { damaged.append(box) }
        continue
      }
      while removed.contains(oldIndex) { oldIndex += 1 }
      frame.bounds.append(old.bounds[oldIndex])
      oldIndex += 1
    }
    let boxes = merged(damaged)
    if boxes.isEmpty { return (frame, .none, prefix) }
    let area = boxes.reduce(0) { $0 + $1.area }
    if area * 4 >= frame.box.area * 3 { return (frame, .full, 0) }
    return (frame, .boxes(boxes), prefix)
  }

  /// The items of `list` at `scale`: its draw commands with the clips in force for them.
  package static func items(of list: DisplayList, scale: Double) -> [Item] {
    var clips: [PixelBox] = []
    var items: [Item] = []
    items.reserveCapacity(list.commands.count)
    for command in list.commands {
      switch command {
      case .pushClip(let rect):
        let box = clipBox(rect, scale: scale)
        clips.append(clips.last.map { $0.intersection(box) } ?? box)
      case .popClip:
        _ = clips.popLast()
      default:
        items.append(Item(command: command, clip: clips.last))
      }
    }
    return items
  }

  /// The whole device pixels a clip to `rect` (points) keeps at `scale`: its edges rounded
  /// outwards, each within ±1 000 000.
  package static func clipBox(_ rect: CGRect, scale: Double) -> PixelBox {
    let rect = rect.standardized
    func pixel(_ value: Double, _ rule: FloatingPointRoundingRule) -> Int {
      let scaled = (value * scale).rounded(rule)
      return Int(min(max(scaled.isNaN ? 0 : scaled, -1_000_000), 1_000_000))
    }
    let (minX, minY) = (pixel(Double(rect.minX), .down), pixel(Double(rect.minY), .down))
    return PixelBox(
      minX: minX, minY: minY, maxX: max(pixel(Double(rect.maxX), .up), minX),
      maxY: max(pixel(Double(rect.maxY), .up), minY))
  }

  /// The device pixels `item` may touch at `scale`, within its clip; `nil` when it draws
  /// nothing (no opacity, an empty path, a stroke of no width).
  ///
  /// A path may touch the box around its points and control points (a Bézier curve lies in
  /// their hull), grown for a stroke by half the line width times the miter limit (miter
  /// joins) or √2 (square caps), mapped to device pixels and rounded out with one pixel of
  /// margin for anti-aliasing; text, the box `text` gives with the same margin.
  package static func bounds(of item: Item, scale: Double, text: TextBounds) -> PixelBox? {
    let toPixels = AffineTransform2D.scale(x: scale, y: scale)
    let rect: CGRect?
    switch item.command {
    case .fill(let path, let color, let transform, let opacity):
      guard isVisible(color, opacity) else { return nil }
      rect = controlBox(path)?.mapped(by: transform.concatenating(toPixels))
    case .stroke(let path, let color, let style, let transform, let opacity):
      guard isVisible(color, opacity) else { return nil }
      rect = strokeBox(path, style)?.mapped(by: transform.concatenating(toPixels))
    case .gradient(let path, let paint, let style, let transform, let opacity):
      guard paint.stops.contains(where: { isVisible($0.color, opacity) }) else { return nil }
      let box = style.map { strokeBox(path, $0) } ?? controlBox(path)
      rect = box?.mapped(by: transform.concatenating(toPixels))
    case .text(
      let string, let fontSize, let color, let origin, let transform, let opacity, let bold,
      let style):
      guard isVisible(color, opacity) else { return nil }
      rect = text(
        string, fontSize, color, origin, transform.concatenating(toPixels), opacity,
        style.resolved(bold: bold))
    case .image(_, _, let clip, let tint, let transform, let opacity):
      guard isVisible(tint ?? .white, opacity) else { return nil }
      rect = controlBox(clip)?.mapped(by: transform.concatenating(toPixels))
    case .pushClip, .popClip, .pushLayer, .popLayer, .pushGradientMask, .popGradientMask:
      return nil
    }
    guard let rect else { return nil }
    let box = PixelBox(covering: rect, margin: 1)
    return (item.clip.map { box.intersection($0) } ?? box).nonEmpty
  }

  /// The box a stroke of `path` in `style` may touch (local points), `nil` for no width.
  private static func strokeBox(_ path: Path, _ style: StrokeStyle) -> CGRect? {
    guard style.lineWidth > 0, let box = controlBox(path) else { return nil }
    var reach = 1.0
    if style.lineJoin == .miter {
      reach = max(reach, style.miterLimit.isFinite ? style.miterLimit : .infinity)
    }
    if style.lineCap == .square { reach = max(reach, 2.0.squareRoot()) }
    let grow = style.lineWidth / 2 * reach
    return box.insetBy(dx: -grow, dy: -grow)
  }

  /// Whether a colour at an opacity draws anything (its alpha, clamped to 0…1, is above 0).
  private static func isVisible(_ color: Color, _ opacity: Double) -> Bool {
    min(max(color.opacity * opacity, 0), 1) > 0
  }

  /// The box around a path's points and control points (local points); `nil` when empty.
  static func controlBox(_ path: Path) -> CGRect? {
    var (minX, minY) = (Double.infinity, Double.infinity)
    var (maxX, maxY) = (-Double.infinity, -Double.infinity)
    func add(_ point: CGPoint) {
      let (x, y) = (Double(point.x), Double(point.y))
      // A NaN spreads to the box, which then stands for the whole frame.
      if x.isNaN || y.isNaN { (minX, minY, maxX, maxY) = (.nan, .nan, .nan, .nan) }
      (minX, maxX) = (min(minX, x), max(maxX, x))
      (minY, maxY) = (min(minY, y), max(maxY, y))
    }
    for element in path.elements {
      switch element {
      case .move(let point), .line(let point): add(point)
      case .quadCurve(let point, let control): add(point); add(control)
      case .curve(let point, let c1, let c2): add(point); add(c1); add(c2)
      case .closeSubpath: break
      }
    }
    if minX.isNaN { return CGRect(x: Double.nan, y: .nan, width: Double.nan, height: .nan) }
    guard minX <= maxX else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// At most this many items between the common prefix and suffix are matched by an edit
  /// script when the counts differ (its cost grows with their product); more are redrawn whole.
  package static let maximumEditedItems = 512

  /// The indices of `old` not kept and of `new` not matched, matching in order; `nil` when
  /// more than ``maximumEditedItems`` would need an edit script.
  private static func changes(from old: [Item], to new: [Item]) -> (Set<Int>, Set<Int>)? {
    var prefix = 0
    while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = old[prefix..<(old.count - suffix)]
    let newMiddle = new[prefix..<(new.count - suffix)]
    if oldMiddle.count == newMiddle.count {
      // Same shape (an attribute changed): pair the items in place.
      let changed = zip(oldMiddle.indices, newMiddle.indices).filter { old[$0.0] != new[$0.1] }
      return (Set(changed.map(\.0)), Set(changed.map(\.1)))
    }
    guard oldMiddle.count + newMiddle.count <= maximumEditedItems else { return nil }
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in newMiddle.difference(from: oldMiddle) {
      switch change {
      case .remove(let offset, _, _): removed.insert(prefix + offset)
      case .insert(let offset, _, _): inserted.insert(prefix + offset)
      }
    }
    return (removed, inserted)
  }

  /// `boxes` with overlapping or touching ones merged, at most ``maximumBoxes`` of them.
  static func merged(_ boxes: [PixelBox]) -> [PixelBox] {
    var result: [PixelBox] = []
    for box in boxes where !box.isEmpty {
      var box = box
      // Merge with every box it overlaps or touches, until it meets none.
      while let index = result.firstIndex(where: { box.touches($0) }) {
        box = box.union(result.remove(at: index))
      }
      result.append(box)
    }
    if result.count > maximumBoxes {
      return [result.dropFirst().reduce(result[0]) { $0.union($1) }]
    }
    return result
  }
}

extension DisplayListDamage.PixelBox {
  /// The box, or `nil` when it is empty.
  fileprivate var nonEmpty: Self? { isEmpty ? nil : self }

  /// Whether the boxes overlap or share an edge.
  fileprivate func touches(_ other: Self) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }
}
