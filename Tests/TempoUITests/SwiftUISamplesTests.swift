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

  @Test("each sample draws its first frame")
  func draw() {
    for view in [
      AnyView(PaletteSample()), AnyView(GroceryListSample()), AnyView(CounterSample()),
      AnyView(SettingsSample()), AnyView(CardFlipSample()), AnyView(HoldToLikeSample()),
    ] {
      let (_, host) = host(view)
      #expect(!host.frame().commands.isEmpty)
    }
  }

  @Test("hold to like: held 0.4 s the heart fills red; a shorter press leaves it grey")
  func holdToLike() {
    let (timeline, host) = host(HoldToLikeSample())
    _ = host.frame()
    let heart = host.center(ofSymbol: "heart", 1) ?? .zero
    host.press(at: heart)
    timeline.move(toFrame: 6)  // 0.1 s
    _ = host.frame()
    host.release(at: heart)
    #expect(host.center(ofSymbol: "heart.fill", 1) == nil)
    host.press(at: heart)
    _ = timeline.draw(host, through: 6 + 24)  // held 0.4 s
    host.release(at: heart)
    _ = host.frame()
    #expect(host.center(ofSymbol: "heart.fill", 1) != nil)
  }

  @Test("the counter: a tap on + shows 1 and keeps the old 0 leaving over the animation")
  func counter() {
    let (timeline, host) = host(CounterSample())
    host.prepareFrame()
    if let plus = host.center(ofText: "+") { host.click(at: plus) }
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

  @Test("the card flip: after the flip the back shows, the front is hidden")
  func cardFlip() {
    let (timeline, host) = host(CardFlipSample())
    host.prepareFrame()
    host.click(at: CGPoint(x: 240, y: 160))
    timeline.move(toFrame: 1)
    host.prepareFrame()  // the flip starts animating here
    timeline.move(toFrame: 60)
    let list = host.frame()
    #expect(list.texts.contains("Back"))
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
