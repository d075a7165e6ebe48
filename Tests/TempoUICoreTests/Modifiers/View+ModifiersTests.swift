import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// Environment modifiers reach every view inside; `cornerRadius` rounds a background that fills
/// the view.
@MainActor
@Suite("View modifiers")
struct ViewModifiersTests {
  @Test("foregroundColor and font set on a VStack reach its texts; an inner one wins")
  func inheritedStyle() {
    let list = HostedView(
      VStack {
        Text("A")
        Text("B").foregroundColor(.red).font(.caption)
      }
      .foregroundColor(.yellow)
      .font(.title)
    ).frame()
    #expect(list.texts("A").first?.color.isClose(to: .yellow) == true)
    #expect(list.texts("A").first?.kind == .text("A", size: 28))
    #expect(list.texts("B").first?.color.isClose(to: .red) == true)
    #expect(list.texts("B").first?.kind == .text("B", size: 12))
  }

  @Test("foregroundStyle colours a shape; a symbol takes the font's size (28 pt)")
  func shapeAndSymbol() {
    let list = HostedView(
      HStack {
        Circle().frame(width: 10, height: 10)
        Image(systemName: "star.fill")
      }
      .foregroundStyle(.green)
      .font(.title)
    ).frame()
    let fills = list.fills(.green)
    #expect(fills.count == 2)
    // The row is 10 + 8 + 28 = 46 wide: the star's frame starts at 217 + 18 = 235.
    #expect(fills.first?.rect.isClose(to: rect(217, 155, 10, 10)) == true)
  }

  @Test(
    "foregroundStyle(gradient) fills a shape and a filled symbol with it, each placed in its own frame"
  )
  func gradientForeground() {
    let list = HostedView(
      HStack {
        Circle().frame(width: 10, height: 10)
        Image(systemName: "heart.fill")
      }
      .foregroundStyle(
        .linearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom)
      )
      .font(.title)
    ).frame()
    #expect(list.gradients.count == 2)
    #expect(list.gradients.map(\.paint.bounds.height) == [10, 28])
    #expect(list.gradients.allSatisfy { $0.paint.stops.map(\.color) == [.red, .orange] })
  }

  @Test(
    "Text under a gradient foregroundStyle is drawn inside a gradient mask placed in its frame, without a warning; foregroundColor inside clears the gradient"
  )
  func gradientForegroundOnText() {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      list = HostedView(
        VStack {
          Text("A")
          Circle().foregroundColor(.blue).frame(width: 10, height: 10)
          Text("B").foregroundColor(.green)
        }
        .foregroundStyle(
          LinearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom))
      ).frame()
    }
    #expect(warnings.isEmpty)
    let commands = list?.commands ?? []
    let pushes = commands.indices.compactMap { index -> (Int, GradientPaint, CGRect)? in
      guard case .pushGradientMask(let paint, let bounds, _) = commands[index] else { return nil }
      return (index, paint, bounds)
    }
    #expect(pushes.count == 1)
    if let (index, paint, bounds) = pushes.first, index + 2 < commands.count {
      guard case .text("A", let size, _, let origin, _, _, _, _) = commands[index + 1] else {
        Issue.record("no text A inside the mask")
        return
      }
      #expect(bounds == paint.bounds)
      #expect(paint.stops.map(\.color) == [.red, .orange])
      // The mask covers the text's frame: the line's origin and its measured size.
      let size2 = measuredText("A", fontSize: size)
      #expect(abs(bounds.minX - origin.x) < 1e-6 && abs(bounds.minY - origin.y) < 1e-6)
      #expect(abs(bounds.width - size2.width) < 1e-6 && abs(bounds.height - size2.height) < 1e-6)
      #expect(commands[index + 2] == .popGradientMask)
    }
    #expect(list?.texts("B").first?.color == .green)
    #expect(list?.fills(.blue).count == 1)
    #expect(list?.gradients.isEmpty == true)
  }

  @Test("cornerRadius(8) rounds a red background that fills the padded text")
  func cornerRadiusRoundsBackground() {
    let list = HostedView(Text("Hi").padding().background(Color.red).cornerRadius(8)).frame()
    // The measured text with 16 points of padding on each side.
    let hi = measuredText("Hi")
    var paths: [Path] = []
    for command in list.commands {
      if case .fill(let path, .red, _, _) = command { paths.append(path) }
    }
    #expect(
      paths
        == [
          Path(
            roundedRect: CGRect(x: 0, y: 0, width: hi.width + 32, height: hi.height + 32),
            cornerRadius: 8,
            style: .circular)
        ])
  }

  @Test("clipped() clips a 200 × 200 colour in a 100 × 100 frame to that frame, (190, 110)")
  func clippedClipsToFrame() {
    let list = HostedView(
      Color.red.frame(width: 200, height: 200).frame(width: 100, height: 100).clipped()
    ).frame()
    let clips = list.commands.compactMap { if case .pushClip(let clip) = $0 { clip } else { nil } }
    #expect(clips == [rect(190, 110, 100, 100)])
  }

  /// Counts its evaluations in `probe.count`.
  struct CountedLabel: View {
    let probe: Probe
    var body: some View {
      probe.count += 1
      return Text("label")
    }
  }

  /// A counted label in a colour and a font that never change, beside a counter.
  struct StyledParent: View {
    let probe: Probe
    @State private var count = 0
    var body: some View {
      VStack {
        CountedLabel(probe: probe).foregroundColor(.red).font(.title)
        Text("count \(count)").onTapGesture { count += 1 }
      }
    }
  }

  @Test("a view in an unchanged foregroundColor and font is not evaluated again with its parent")
  func unchangedStyleModifiersLeaveTheirContentAlone() {
    let probe = Probe()
    let hosted = HostedView(StyledParent(probe: probe))
    hosted.frame()
    #expect(probe.count == 1)
    hosted.click(text: "count 0")
    let list = hosted.frame(1)
    #expect(list.texts("count 1").count == 1)
    #expect(probe.count == 1)
    #expect(list.texts("label").first?.color.isClose(to: .red) == true)
  }
}

/// `.animation(_:value:)` against the transaction of the change, as SwiftUI documents: when
/// the value changes, the implicit animation replaces the transaction's for the view below it,
/// unless the transaction's `disablesAnimations` is set; then the transaction's own animation
/// (or none) applies.
@MainActor
@Suite("Implicit animations and withTransaction")
struct ImplicitAnimationTransactionTests {
  /// A 20-point red square centred in 480 × 320 that a tap moves 100 points right, its offset
  /// under `.animation(.linear(duration: 1), value:)`; `change` wraps the state change.
  struct Mover: View {
    let change: @MainActor (() -> Void) -> Void
    @State private var moved = false
    var body: some View {
      Color.red.frame(width: 20, height: 20)
        .offset(x: moved ? 100 : 0)
        .animation(.linear(duration: 1), value: moved)
        .onTapGesture { change { moved.toggle() } }
    }
  }

  /// The square's offset at frames 15 and 45 (0.25 s and 0.75 s) after a tap at frame 0 whose
  /// change `change` wraps.
  func offsets(_ change: @escaping @MainActor (() -> Void) -> Void) -> [Double] {
    let hosted = HostedView(Mover(change: change))
    hosted.click(240, 160, atFrame: 0)
    return [15, 45].map { frame in
      Double(hosted.run(to: frame).fills(.red).first?.rect.minX ?? -1) - 230
    }
  }

  @Test(
    "withAnimation(.easeIn) is overridden by the implicit linear animation: 25 and 75 pt at 0.25 and 0.75 s"
  )
  func implicitOverridesExplicit() {
    let moved = offsets { body in withAnimation(.easeIn(duration: 1)) { body() } }
    #expect(zip(moved, [25.0, 75]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(moved)")
  }

  @Test("a change with no animation takes the implicit linear one: 25 and 75 pt")
  func implicitAppliesToPlainChange() {
    let moved = offsets { body in body() }
    #expect(zip(moved, [25.0, 75]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(moved)")
  }

  @Test(
    "withTransaction with disablesAnimations keeps its own easeIn: 100 × easeIn(x) at x = 0.25 and 0.75, the Bézier (0.42, 0, 1, 1)"
  )
  func disablesAnimationsKeepsTheTransactions() {
    let moved = offsets { body in
      var transaction = Transaction(animation: .easeIn(duration: 1))
      transaction.disablesAnimations = true
      withTransaction(transaction) { body() }
    }
    let easeIn = ExactBezier(0.42, 0, 1, 1)
    let expected = [0.25, 0.75].map { 100 * easeIn.value(at: $0) }
    #expect(zip(moved, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(moved) vs \(expected)")
  }

  @Test("withTransaction(\\.disablesAnimations, true) and no animation: the square jumps to 100 pt")
  func disablesAnimationsWithoutAnimationJumps() {
    let moved = offsets { body in withTransaction(\.disablesAnimations, true) { body() } }
    #expect(moved == [100, 100])
  }
}
