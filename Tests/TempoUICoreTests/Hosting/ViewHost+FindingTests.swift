import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// The harness finds views by their type, as a tester would name them.
@MainActor
@Suite("Finding views by type")
struct ViewHostFindingTests {
  /// A 100 × 40 tappable tile that counts its taps.
  struct Tile: View {
    let name: String
    let probe: Probe
    var body: some View {
      Color.red.frame(width: 100, height: 40).onTapGesture { probe.log.append(name) }
    }
  }

  struct Board: View {
    let probe: Probe
    @State private var showsThird = true
    var body: some View {
      VStack(spacing: 10) {
        HStack(spacing: 20) {
          Tile(name: "a", probe: probe)
          Tile(name: "b", probe: probe)
        }
        if showsThird { Tile(name: "c", probe: probe) }
        Text("hide").onTapGesture { withAnimation(.linear(duration: 1)) { showsThird = false } }
      }
    }
  }

  @Test("three tiles are found in reading order with their 100 × 40 window frames")
  func framesInReadingOrder() {
    let hosted = HostedView(Board(probe: Probe()))
    hosted.frame()
    // A VStack of 40 + 10 + 40 + 10 + h (a measured 17 pt line) centred in 320.
    let top = (320 - (100 + Double(measuredText("hide").height))) / 2
    // Row one: two tiles 20 apart, 220 wide, centred in 480: from 130.
    let frames = hosted.host.frames(of: Tile.self)
    #expect(frames.count == 3)
    for frame in frames {
      #expect(abs(frame.width - 100) < 1e-9 && abs(frame.height - 40) < 1e-9)
    }
    #expect(frames[0].origin.x == 130)
    #expect(frames[1].origin.x == 250)
    #expect(frames[2].origin.x == 190)
    #expect(abs(frames[0].origin.y - top) < 1e-9)
    #expect(abs(frames[2].origin.y - (top + 50)) < 1e-9)
    #expect(hosted.host.count(of: Text.self) == 1)
    #expect(hosted.host.count(of: Button<Text>.self) == 0)
  }

  @Test("clicking the second tile by type runs its action; a fourth is not there")
  func clickByType() {
    let probe = Probe()
    let hosted = HostedView(Board(probe: probe))
    hosted.frame()
    #expect(hosted.host.click(Tile.self, 2))
    #expect(!hosted.host.click(Tile.self, 4))
    #expect(probe.log == ["b"])
  }

  @Test("a view playing its removal is no longer found")
  func leavingViewsAreLeftOut() {
    let hosted = HostedView(Board(probe: Probe()))
    hosted.frame()
    hosted.click(text: "hide")
    hosted.frame(1)
    #expect(hosted.host.count(of: Tile.self) == 2)
  }

  /// A view whose body is type-erased: a 100 × 40 square and, 10 below it, a 60 × 20 one.
  struct Erased: View {
    var body: some View {
      AnyView(
        VStack(spacing: 10) {
          Color.red.frame(width: 100, height: 40)
          Color.blue.frame(width: 60, height: 20)
        })
    }
  }

  @Test(
    "a view whose body is an AnyView is found with its content's frame: 100 × 70 centred in 480 × 320"
  )
  func erasedBodyFound() {
    let hosted = HostedView(Erased())
    hosted.frame()
    #expect(hosted.host.frames(of: Erased.self) == [rect(190, 125, 100, 70)])
  }
}
