import Tempo
import TempoScene
import TempoUICore
import Testing

/// `matchedGeometryEffect`: an inserted view starts from the frame of the source removed with
/// it and moves, under the change's animation, to its own; the removed one moves to it as it
/// fades; a view that is not the source takes the source's frame. Frames are read from the
/// display list; the expected ones are linear interpolations of the two layouts.
@MainActor
@Suite("matchedGeometryEffect")
struct MatchedGeometryViewTests {
  /// Three 100-point tabs in a row centred in 480 × 320 (x 90…390); the selected one has a
  /// 4-point blue capsule under its title, shared by id.
  struct Tabs: View {
    @Namespace private var underline
    @State private var selected = 0

    var body: some View {
      HStack(spacing: 0) {
        ForEach(0..<3) { index in
          VStack(spacing: 0) {
            Text("T\(index)")
            if selected == index {
              Capsule().fill(.blue).frame(height: 4)
                .matchedGeometryEffect(id: "underline", in: underline)
            } else {
              Color.clear.frame(height: 4)
            }
          }
          .frame(width: 100)
          .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
        }
      }
    }
  }

  @Test(
    "the underline moves from tab 0 (x 90) to tab 2 (x 290) along the linear curve, the old one with it, cross-fading"
  )
  func underlineMovesBetweenTabs() throws {
    let hosted = HostedView(Tabs())
    let first = hosted.frame(0)
    #expect(first.fills(.blue).map(\.rect.minX) == [90])
    #expect(first.fills(.blue).map(\.rect.width) == [100])
    hosted.frame(60)
    let tab = try #require(hosted.host.center(ofText: "T2"))
    hosted.click(Double(tab.x), Double(tab.y))
    hosted.frame()
    let middle = hosted.run(to: 90).fills(.blue)
    #expect(middle.count == 2)
    for fill in middle {
      #expect(abs(Double(fill.rect.minX) - 190) < 1e-6, "\(fill)")
      #expect(abs(fill.opacity - 0.5) < 1e-6, "\(fill)")
    }
    let last = hosted.run(to: 125).fills(.blue)
    #expect(last.map(\.rect.minX) == [290])
    #expect(last.map(\.opacity) == [1])
  }

  /// A small card that expands into a large one: two `if` branches sharing one id.
  struct Card: View {
    @Namespace private var card
    @State private var isExpanded = false

    var body: some View {
      ZStack {
        if isExpanded {
          RoundedRectangle(cornerRadius: 20).fill(.orange)
            .matchedGeometryEffect(id: "card", in: card)
            .frame(width: 300, height: 200)
        } else {
          RoundedRectangle(cornerRadius: 10).fill(.orange)
            .matchedGeometryEffect(id: "card", in: card)
            .frame(width: 100, height: 60)
        }
      }
      .onTapGesture { withAnimation(.linear(duration: 1)) { isExpanded.toggle() } }
    }
  }

  @Test(
    "expanding: half-way the inserted card's frame is half-way from (190, 130, 100 × 60) to (90, 60, 300 × 200)"
  )
  func cardExpands() {
    let hosted = HostedView(Card())
    hosted.click(240, 160, atFrame: 60)
    let middle = hosted.run(to: 90).fills(.orange)
    #expect(middle.count == 2)
    for fill in middle {
      #expect(fill.rect.isClose(to: rect(140, 95, 200, 130), within: 1e-6), "\(fill)")
    }
    #expect(hosted.run(to: 125).fills(.orange).map(\.rect) == [rect(90, 60, 300, 200)])
  }

  @Test("inserted with no source removed, a matched view simply appears in its own frame")
  func insertionWithoutDeparture() {
    struct Appearing: View {
      @Namespace private var space
      @State private var isShown = false
      var body: some View {
        VStack {
          Text("Show").onTapGesture { withAnimation(.linear(duration: 1)) { isShown = true } }
          if isShown {
            Color.green.frame(width: 40, height: 40).matchedGeometryEffect(id: 1, in: space)
          }
        }
      }
    }
    let hosted = HostedView(Appearing())
    hosted.frame(0)
    hosted.click(text: "Show")
    hosted.frame()
    let end = hosted.run(to: 70).fills(.green)
    let settled = hosted.run(to: 200).fills(.green)
    #expect(end.map(\.rect) == settled.map(\.rect))
  }

  /// A red dot (the source) and a green square that is not: the square takes the dot's frame.
  struct Follower: View {
    @Namespace private var space
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint

    var body: some View {
      HStack(spacing: 20) {
        Circle().fill(.red).frame(width: 50, height: 50)
          .matchedGeometryEffect(id: "dot", in: space)
        Rectangle().fill(.green).frame(width: 20, height: 20)
          .matchedGeometryEffect(
            id: "dot", in: space, properties: properties, anchor: anchor, isSource: false)
      }
    }
  }

  @Test(
    "isSource: false takes the source's frame; .position only its anchor point, keeping its size")
  func nonSourceFollowsTheSource() {
    // The row is 50 + 20 + 20 = 90 wide, from x 195; the dot is (195, 135, 50 × 50).
    let frame = HostedView(Follower(properties: .frame, anchor: .center)).frame()
    #expect(frame.fills(.green).map(\.rect) == [rect(195, 135, 50, 50)])
    let centre = HostedView(Follower(properties: .position, anchor: .center)).frame()
    #expect(centre.fills(.green).map(\.rect) == [rect(210, 150, 20, 20)])
    let corner = HostedView(Follower(properties: .position, anchor: .topLeading)).frame()
    #expect(corner.fills(.green).map(\.rect) == [rect(195, 135, 20, 20)])
  }

  /// Three 60-point cells, each the source of its own index; an overlay line follows the
  /// selected one (`isSource: false` with an id that changes).
  struct Selector: View {
    @Namespace private var space
    @State private var selected = 0

    var body: some View {
      HStack(spacing: 0) {
        ForEach(0..<3, id: \.self) { index in
          Text("C\(index)")
            .frame(width: 60, height: 20)
            .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
            .matchedGeometryEffect(id: index, in: space)
        }
      }
      .overlay {
        Color.green.frame(height: 2).frame(maxHeight: .infinity, alignment: .bottom)
          .matchedGeometryEffect(id: selected, in: space, isSource: false)
      }
    }
  }

  @Test(
    "a follower whose id changes moves to the new source in the change's transaction: cell 0 (x 150) to cell 2 (x 270), 210 at 0.5 s"
  )
  func followerChangesSource() {
    let hosted = HostedView(Selector())
    #expect(hosted.frame(0).fills(.green).map(\.rect) == [rect(150, 168, 60, 2)])
    hosted.click(300, 160, atFrame: 60)
    #expect(hosted.run(to: 90).fills(.green).map(\.rect.minX) == [210])
    #expect(hosted.run(to: 125).fills(.green).map(\.rect.minX) == [270])
  }

  @Test("two sources of one id placed together log SwiftUI's warning")
  func twoSourcesWarn() {
    struct Twins: View {
      @Namespace private var space
      var body: some View {
        HStack {
          Color.red.frame(width: 10, height: 10).matchedGeometryEffect(id: "x", in: space)
          Color.blue.frame(width: 10, height: 10).matchedGeometryEffect(id: "x", in: space)
        }
      }
    }
    let warnings = RuntimeWarning.capture { HostedView(Twins()).frame() }
    #expect(
      warnings == [
        "TempoUI: Multiple inserted views in matched geometry group x have `isSource: true`, results are undefined."
      ])
  }
}
