import Tempo
import TempoSDL
import TempoScene

/// The scenes the frame benchmarks time (internal helper).
@MainActor
enum FrameScenes {
  /// The rating demo's scene with the popup shown, rebuilt with TempoScene (the bench cannot
  /// import the demo): five 28-pt stars 25 pt apart in an hStack (three filled yellow, two gray
  /// outlines of 2 pt), the hidden focus marker, and the 200 × 50 popup with "Submitted!" in
  /// 17 pt. The popup fades between opacity 0.2 and 1 (0.2 s ease-in, re-targeted every 0.5 s),
  /// as it does after a click.
  static func ratingDemo(size: CGSize, measurer: any TextMeasurer) -> FrameWorkload {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let scene = SceneGraph(size: size, background: .black, engine: engine, textMeasurer: measurer)
    let stars = (1...5).map { rating in
      let star = ShapeNode(
        .star(points: 5, innerRadiusRatio: 0.48), fill: rating <= 3 ? .yellow : nil,
        stroke: rating <= 3 ? nil : .gray, lineWidth: 2, width: 28, height: 28, engine: engine)
      star.cursor = .pointingHand
      return star
    }
    let marker = ShapeNode(.capsule, fill: .gray, width: 14, height: 3, engine: engine)
    marker.opacity = 0
    let row = GroupNode.hStack(spacing: 25, engine: engine, children: stars)
    scene.addChild(GroupNode.zStack(engine: engine, children: [row, marker]))
    let background = ShapeNode(
      .roundedRectangle(), fill: Color(red: 0.9, green: 0.9, blue: 0.9, opacity: 0.9),
      cornerRadius: 10, width: 200, height: 50, engine: engine)
    let text = TextNode("Submitted!", fontSize: 17, color: .black, engine: engine)
    let popup = GroupNode.zStack(engine: engine, children: [background, text])
    scene.addChild(popup)
    return FrameWorkload(
      name: "rating demo + popup", nodeCount: 11, targets: FrameTargets(cpuMilliseconds: 1),
      clock: clock, engine: engine, scene: scene,
      beforeFrame: { frame in
        guard frame % 30 == 0 else { return }
        withAnimation(.easeIn(duration: 0.2)) { popup.opacity = frame % 60 == 0 ? 0.2 : 1 }
      })
  }

  /// `count` shapes (rectangles, ellipses and stars in turn) on a grid filling `size`, each
  /// animating its offset, opacity and fill under `withAnimation(.easeInOut(duration: 1))`;
  /// every frame 1/30 of them are re-targeted, so all keep moving.
  static func animated(count: Int, size: CGSize) -> FrameWorkload {
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let scene = SceneGraph(size: size, background: .black, engine: engine)
    let columns = max(
      1, Int((Double(count) * Double(size.width) / Double(size.height)).squareRoot()))
    let rows = (count + columns - 1) / columns
    let cell = CGSize(width: size.width / Double(columns), height: size.height / Double(rows))
    let side = Double(min(cell.width, cell.height)) * 0.7
    let kinds: [ShapeKind] = [.rectangle, .ellipse, .star()]
    let colors: [Color] = [.yellow, .red, .orange, .gray, .white]
    let shapes = (0..<count).map { index in
      let shape = ShapeNode(
        kinds[index % kinds.count], fill: colors[index % colors.count], width: side,
        height: side, engine: engine)
      shape.position = CGPoint(
        x: (Double(index % columns) + 0.5) * Double(cell.width),
        y: (Double(index / columns) + 0.5) * Double(cell.height))
      return shape
    }
    let layer = GroupNode.zStack(engine: engine, children: shapes)
    layer.width = Double(size.width)
    layer.height = Double(size.height)
    scene.addChild(layer)
    var generator = SplitMix(seed: 42)
    func retarget(_ shape: ShapeNode) {
      let reach = Double(min(cell.width, cell.height)) * 2
      shape.offset = CGSize(
        width: generator.unit() * 2 * reach - reach, height: generator.unit() * 2 * reach - reach)
      shape.opacity = 0.3 + 0.7 * generator.unit()
      shape.fill = colors[Int(generator.unit() * Double(colors.count)) % colors.count]
    }
    withAnimation(.easeInOut(duration: 1)) { shapes.forEach(retarget) }
    let perFrame = max(1, count / 30)
    var cursor = 0
    return FrameWorkload(
      name: "\(count) animated shapes", nodeCount: count + 1,
      targets: count == 1_000
        ? FrameTargets(buildMilliseconds: 1, frameMilliseconds: 8, noAllocations: true)
        : FrameTargets(buildMilliseconds: 10, noAllocations: true),
      clock: clock, engine: engine,
      scene: scene,
      beforeFrame: { _ in
        withAnimation(.easeInOut(duration: 1)) {
          for _ in 0..<perFrame {
            retarget(shapes[cursor])
            cursor = (cursor + 1) % shapes.count
          }
        }
      })
  }
}
