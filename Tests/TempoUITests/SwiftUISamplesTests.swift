import TempoScene
import TempoTestSupport
import TempoUI
import Testing

// Small samples written as for SwiftUI (only the import differs): each must compile unchanged
// against TempoUI and draw.

struct PaletteSample: View {
  let colors: [Color] = [.pink, .mint, .teal, .cyan, .indigo, .brown]

  var body: some View {
    ZStack {
      Color(white: 0.1).ignoresSafeArea()
      VStack(spacing: 12) {
        HStack {
          ForEach(colors, id: \.self) { color in
            Circle().fill(color).frame(width: 30, height: 30)
          }
        }
        Color(hue: 0.6, saturation: 0.8, brightness: 0.9)
          .frame(height: 20)
        Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 1)
          .frame(height: 20)
          .edgesIgnoringSafeArea(.all)
      }
    }
  }
}

struct GroceryListSample: View {
  @State private var items = ["Milk", "Eggs", "Bread", "Butter"]

  var body: some View {
    List {
      ForEach(items, id: \.self) { item in
        Text(item)
      }
      .onDelete(perform: delete)
      .onMove(perform: move)
    }
  }

  func delete(at offsets: IndexSet) {
    items.remove(atOffsets: offsets)
  }

  func move(from source: IndexSet, to destination: Int) {
    items.move(fromOffsets: source, toOffset: destination)
  }
}

struct CounterSample: View {
  @State private var count = 0

  var body: some View {
    VStack(spacing: 20) {
      Text("\(count)")
        .font(.system(size: 60, weight: .bold))
        .contentTransition(.numericText(value: Double(count)))
      Text("Score: \(count * 10)")
        .contentTransition(.opacity)
      HStack {
        Button("−") { withAnimation(.snappy) { count -= 1 } }
        Button("+") { withAnimation { count += 1 } }
      }
    }
  }
}

struct SettingsSample: View {
  @State private var isOn = true
  @State private var sounds = false
  @State private var volume = 0.5
  @State private var brightness: Double = 40

  var body: some View {
    VStack(spacing: 20) {
      Toggle("Notifications", isOn: $isOn)
        .toggleStyle(.switch)
      Toggle(isOn: $sounds) {
        Text("Sounds")
      }
      .tint(.purple)
      Slider(value: $volume)
      Slider(value: $brightness, in: 0...100, step: 5) {
        Text("Brightness")
      }
      Text("Volume \(Int(volume * 100))%")
    }
    .padding()
  }
}

struct CardFlipSample: View {
  @State private var isFlipped = false

  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 20)
        .fill(Color.indigo)
        .overlay(Text("Back").foregroundColor(.white))
        .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
        .opacity(isFlipped ? 1 : 0)
      RoundedRectangle(cornerRadius: 20)
        .fill(Color.teal)
        .overlay(Text("Front").foregroundColor(.white))
        .opacity(isFlipped ? 0 : 1)
    }
    .frame(width: 200, height: 280)
    .rotation3DEffect(
      .degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0), anchor: .center,
      perspective: 0.5
    )
    .onTapGesture {
      withAnimation(.easeInOut(duration: 0.6)) {
        isFlipped.toggle()
      }
    }
  }
}

/// A heart that grows while held and fills when the long press completes.
struct HoldToLikeSample: View {
  @GestureState private var isHolding = false
  @State private var liked = false

  var body: some View {
    Image(systemName: liked ? "heart.fill" : "heart")
      .font(.largeTitle)
      .foregroundStyle(liked ? .red : .gray)
      .scaleEffect(isHolding ? 1.3 : 1)
      .gesture(
        LongPressGesture(minimumDuration: 0.4)
          .updating($isHolding) { current, state, transaction in
            state = current
            transaction.animation = .easeIn(duration: 0.4)
          }
          .onEnded { _ in
            withAnimation(.bouncy) { liked.toggle() }
          }
      )
      .animation(.default, value: liked)
  }
}

/// The samples above, hosted headless.
@MainActor
@Suite("SwiftUI samples (controls, colours, lists, content transitions, 3D rotation)")
struct SwiftUISamplesTests {
  func host<V: View>(_ view: V) -> (FrameTimeline, ViewHost) {
    let timeline = FrameTimeline(width: 480, height: 320)
    return (timeline, ViewHost(view, scene: timeline.scene))
  }

  /// The fills of `color` in `list`: the window box around each path's points (control points
  /// included) and the fill's opacity.
  func fills(_ color: Color, in list: DisplayList) -> [(rect: CGRect, opacity: Double)] {
    list.commands.compactMap { command in
      guard case .fill(let path, color, let transform, let opacity) = command else { return nil }
      var points: [CGPoint] = []
      for element in path.elements {
        switch element {
        case .move(let p), .line(let p): points.append(p)
        case .quadCurve(let p, let c): points += [p, c]
        case .curve(let p, let c1, let c2): points += [p, c1, c2]
        case .closeSubpath: break
        }
      }
      let mapped = points.map { transform.apply(to: $0) }
      let xs = mapped.map { Double($0.x) }
      let ys = mapped.map { Double($0.y) }
      let box = CGRect(
        x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
        height: (ys.max() ?? 0) - (ys.min() ?? 0))
      return (box, opacity)
    }
  }

  /// The horizontal scale of the drawing commands in `color` (the heart's scale effect).
  func scales(of color: Color, in list: DisplayList) -> [Double] {
    list.commands.compactMap { command in
      switch command {
      case .fill(_, color, let transform, _), .stroke(_, color, _, let transform, _):
        Double(transform.a)
      default: nil
      }
    }
  }

  @Test(
    "the palette: six 30-point circles 8 apart in pink, mint, teal, cyan, indigo and brown from (130, 113), the top of the centred 94-point column, over a 0.1-white window"
  )
  func palette() {
    let (_, host) = host(PaletteSample())
    let list = host.frame()
    // The column: 30 (circles) + 12 + 20 + 12 + 20 = 94 tall, from (320 − 94) / 2 = 113; the
    // row: 6 × 30 + 5 × 8 = 220 wide, from (480 − 220) / 2 = 130.
    let colors: [Color] = [.pink, .mint, .teal, .cyan, .indigo, .brown]
    for (index, color) in colors.enumerated() {
      #expect(
        fills(color, in: list).map(\.rect) == [
          CGRect(x: 130 + 38 * Double(index), y: 113, width: 30, height: 30)
        ], "circle \(index + 1)")
    }
    #expect(
      fills(Color(white: 0.1), in: list).map(\.rect) == [
        CGRect(x: 0, y: 0, width: 480, height: 320)
      ])
  }

  @Test("the grocery list draws its four items top to bottom: Milk, Eggs, Bread, Butter")
  func groceryList() {
    let (_, host) = host(GroceryListSample())
    let items = ["Milk", "Eggs", "Bread", "Butter"]
    let centres = items.map { host.center(ofText: $0) }
    #expect(centres.allSatisfy { $0 != nil })
    let ys = centres.compactMap { $0.map { Double($0.y) } }
    #expect(ys == ys.sorted() && Set(ys).count == 4, "\(ys)")
  }

  @Test(
    "hold to like: held, the grey heart grows along easeIn 0.4 s toward 1.3 (1 + 0.3 easeIn(x) at x = 0.25 and 0.5); held 0.4 s it becomes the red filled heart; a 0.1 s press leaves it grey"
  )
  func holdToLike() {
    let (timeline, host) = host(HoldToLikeSample())
    _ = host.frame()
    guard let heart = host.requireCenter(ofSymbol: "heart") else { return }
    host.press(at: heart)
    // The gesture's update runs when the press lands, at frame 0: the growth starts there.
    let easeIn = ExactBezier(0.42, 0, 1, 1)
    for frame in [6, 12] {
      let scales = scales(of: .gray, in: timeline.draw(host, through: frame))
      let expected = 1 + 0.3 * easeIn.value(at: Double(frame) / 24)
      #expect(
        scales.count == 1 && abs((scales.first ?? 0) - expected) < 1e-9,
        "frame \(frame): \(scales) vs \(expected)")
    }
    host.release(at: heart)
    let released = host.frame()
    #expect(host.center(ofSymbol: "heart.fill", 1) == nil)
    #expect(scales(of: .red, in: released).isEmpty && scales(of: .gray, in: released).count == 1)
    host.press(at: heart)
    _ = timeline.draw(host, through: 12 + 30)  // held 0.5 s
    host.release(at: heart)
    let liked = host.frame()
    #expect(host.center(ofSymbol: "heart.fill", 1) != nil)
    #expect(scales(of: .red, in: liked).count == 1 && scales(of: .gray, in: liked).isEmpty)
  }

  @Test("the counter: a tap on + shows 1 and keeps the old 0 leaving over the animation")
  func counter() {
    let (timeline, host) = host(CounterSample())
    host.prepareFrame()
    host.click(text: "+")
    timeline.move(toFrame: 1)
    host.prepareFrame()  // the change starts animating here
    timeline.move(toFrame: 6)
    let list = host.frame()
    #expect(list.texts.contains("1"))
    #expect(list.texts.contains("0"), "the old number rolls out")
    for frame in 7...120 {
      timeline.move(toFrame: frame)
      host.prepareFrame()
    }
    #expect(!host.frame().texts.contains("0"), "gone once the animation is over")
  }

  @Test(
    "the card flip: the front fades out and the back in along easeInOut 0.6 s (1 − e and e at x = 0.25, 0.75); after it the indigo back fills the 200 × 280 card unmirrored, the teal front is not drawn"
  )
  func cardFlip() {
    let easeInOut = ExactBezier(0.42, 0, 0.58, 1)
    for frame in [10, 28] {
      let (timeline, host) = host(CardFlipSample())
      host.prepareFrame()
      host.click(at: CGPoint(x: 240, y: 160))
      timeline.move(toFrame: 1)
      host.prepareFrame()  // the flip starts animating here
      timeline.move(toFrame: frame)
      let list = host.frame()
      let e = easeInOut.value(at: Double(frame - 1) / 36)
      let front = fills(.teal, in: list).map(\.opacity)
      let back = fills(.indigo, in: list).map(\.opacity)
      #expect(
        front.count == 1 && abs((front.first ?? -1) - (1 - e)) < 1e-9, "frame \(frame): \(front)")
      #expect(back.count == 1 && abs((back.first ?? -1) - e) < 1e-9, "frame \(frame): \(back)")
    }
    let (timeline, host) = host(CardFlipSample())
    host.prepareFrame()
    host.click(at: CGPoint(x: 240, y: 160))
    timeline.move(toFrame: 1)
    host.prepareFrame()
    timeline.move(toFrame: 60)
    let list = host.frame()
    #expect(fills(.teal, in: list).isEmpty)
    // 200 × 280 centred in 480 × 320; rotated 180° twice (the back's own and the card's), it
    // reads the right way round: its text's transform keeps a positive x scale.
    let back = fills(.indigo, in: list)
    #expect(back.count == 1)
    let card = CGRect(x: 140, y: 20, width: 200, height: 280)
    #expect(
      back.first.map {
        abs($0.rect.minX - card.minX) < 1e-6 && abs($0.rect.minY - card.minY) < 1e-6
          && abs($0.rect.width - card.width) < 1e-6 && abs($0.rect.height - card.height) < 1e-6
      } == true, "\(back)")
    let text = list.commands.compactMap { command -> Double? in
      guard case .text("Back", _, _, _, let transform, _, _, _) = command else { return nil }
      return Double(transform.a)
    }
    #expect(text.count == 1 && (text.first ?? -1) > 0, "\(text)")
  }
}

extension DisplayList {
  /// The strings drawn, back to front.
  fileprivate var texts: [String] {
    commands.compactMap {
      if case .text(let string, _, _, _, _, _, _, _) = $0 { string } else { nil }
    }
  }
}
