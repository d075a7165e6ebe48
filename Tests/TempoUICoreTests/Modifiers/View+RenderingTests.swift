import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `compositingGroup` and `drawingGroup` flatten a view into one layer before an opacity above
/// it applies; `geometryGroup` resolves a view's animated geometry before its children are
/// placed in it.
@MainActor
@Suite("Compositing and geometry groups")
struct ViewRenderingTests {
  /// Two 60-point squares, red and blue, overlapping by 20 points (x 190…250 and 230…290).
  static var squares: some View {
    ZStack {
      Color.red.frame(width: 60, height: 60).offset(x: -20)
      Color.blue.frame(width: 60, height: 60).offset(x: 20)
    }
  }

  /// The kinds of the commands drawn: "layer 0.5", "red 1", "blue 1", "end".
  func kinds(_ list: DisplayList) -> [String] {
    list.commands.map { command in
      switch command {
      case .pushLayer(let opacity): "layer \(opacity)"
      case .popLayer: "end"
      case .fill(_, let color, _, let opacity): "\(color == .red ? "red" : "blue") \(opacity)"
      default: "other"
      }
    }
  }

  @Test(
    "compositingGroup().opacity(0.5) draws both squares opaque in one layer at 0.5, so the overlap is not darker"
  )
  func compositingGroupFlattens() {
    let list = HostedView(Self.squares.compositingGroup().opacity(0.5)).frame()
    #expect(kinds(list) == ["layer 0.5", "red 1.0", "blue 1.0", "end"])
    #expect(list.fills(.red).map(\.rect) == [rect(190, 130, 60, 60)])
    #expect(list.fills(.blue).map(\.rect) == [rect(230, 130, 60, 60)])
  }

  @Test("without a compositing group, opacity(0.5) fades each square on its own: no layer")
  func opacityAloneFadesEachPart() {
    let list = HostedView(Self.squares.opacity(0.5)).frame()
    #expect(kinds(list) == ["red 0.5", "blue 0.5"])
  }

  @Test("an ancestor's opacity fades the group as a whole too; at full opacity there is no layer")
  func ancestorOpacityAndFullOpacity() {
    let faded = HostedView(VStack { Self.squares.compositingGroup() }.opacity(0.25)).frame()
    #expect(kinds(faded) == ["layer 0.25", "red 1.0", "blue 1.0", "end"])
    let opaque = HostedView(Self.squares.compositingGroup()).frame()
    #expect(kinds(opaque) == ["red 1.0", "blue 1.0"])
  }

  @Test("an opacity inside the group stays on its part, within the layer")
  func innerOpacityStaysInside() {
    let view = ZStack {
      Color.red.frame(width: 60, height: 60).offset(x: -20).opacity(0.5)
      Color.blue.frame(width: 60, height: 60).offset(x: 20)
    }
    #expect(
      kinds(HostedView(view.compositingGroup().opacity(0.5)).frame()) == [
        "layer 0.5", "red 0.5", "blue 1.0", "end",
      ])
  }

  @Test("drawingGroup() flattens as compositingGroup() does")
  func drawingGroupFlattens() {
    let list = HostedView(Self.squares.drawingGroup().opacity(0.5)).frame()
    #expect(kinds(list) == ["layer 0.5", "red 1.0", "blue 1.0", "end"])
    let linear = HostedView(
      Self.squares.drawingGroup(opaque: true, colorMode: .linear).opacity(0.5))
    #expect(kinds(linear.frame()) == ["layer 0.5", "red 1.0", "blue 1.0", "end"])
  }

  /// A 40-point blue square that a tap moves from the window's left edge to its right edge
  /// (linear 1 s), a 40-point red one appearing below it in the same group as it moves.
  struct Mover: View {
    @State private var moved = false
    var body: some View {
      VStack(spacing: 0) {
        Color.blue.frame(width: 40, height: 40)
        if moved { Color.red.frame(width: 40, height: 40).transition(.identity) }
      }
      .geometryGroup()
      .frame(width: 480, height: 320, alignment: moved ? .trailing : .leading)
      .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
    }
  }

  @Test(
    "geometryGroup(): a child inserted while the group moves is placed in the group's animated frame, under the blue square at every frame (x = 440t, the column's top 140 − 20t)"
  )
  func geometryGroupPlacesChildrenInTheAnimatedFrame() {
    let hosted = HostedView(Mover())
    hosted.frame()
    hosted.click(20, 160)
    for frame in [15, 30, 45] {
      let t = Double(frame) / 60
      let list = hosted.run(to: frame)
      // The column goes from x 0 to 440 (480 − 40) and from 40 to 80 tall, centred: top
      // from 140 to 120.
      let (x, top) = (440 * t, 140 - 20 * t)
      #expect(
        list.fills(.blue).first?.rect.isClose(to: rect(x, top, 40, 40), within: 1e-9) == true,
        "frame \(frame): \(list.fills(.blue))")
      #expect(
        list.fills(.red).first?.rect.isClose(to: rect(x, top + 40, 40, 40), within: 1e-9) == true,
        "frame \(frame): \(list.fills(.red))")
    }
  }
}
