import Tempo
import TempoScene
import TempoUICore
import Testing

/// `GeometryReader` takes the space offered, offers it to its content at its top-leading corner,
/// and builds the content again when its size changes.
@MainActor
@Suite("GeometryReader")
struct GeometryReaderTests {
  @Test(
    "A reader alone fills the 480 × 320 scene: half its width, a quarter of its height at (0, 0)")
  func fillsOfferedSpace() {
    let list = HostedView(
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
      }
    ).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(0, 0, 240, 80)])
  }

  @Test("Under a 20-point bar in a VStack the reader gets the remaining 480 × 300, from y = 20")
  func takesRemainingSpaceInStack() {
    let list = HostedView(
      VStack(spacing: 0) {
        Color.blue.frame(height: 20)
        GeometryReader { proxy in
          Color.red.frame(width: proxy.size.width, height: proxy.size.height)
        }
      }
    ).frame()
    #expect(list.fills(.blue).map(\.rect) == [rect(0, 0, 480, 20)])
    #expect(list.fills(.red).map(\.rect) == [rect(0, 20, 480, 300)])
  }

  @Test("Two views in the content both sit at the reader's top-leading corner")
  func severalViewsAtTopLeading() {
    let list = HostedView(
      GeometryReader { _ in
        Color.red.frame(width: 50, height: 30)
        Color.blue.frame(width: 20, height: 40)
      }
      .frame(width: 200, height: 100)
    ).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(140, 110, 50, 30)])
    #expect(list.fills(.blue).map(\.rect) == [rect(140, 110, 20, 40)])
  }

  @Test("frame(in: .local) is (0, 0, 200, 100); frame(in: .global) is where it is centred")
  func framesInCoordinateSpaces() {
    let probe = Probe()
    var frames: [CGRect] = []
    HostedView(
      VStack {
        GeometryReader { proxy in
          let _ = frames = [proxy.frame(in: .local), proxy.frame(in: .global)]
          let _ = probe.count += 1
          Color.red
        }
        .frame(width: 200, height: 100)
        .padding(10)
      }
    ).frame()
    #expect(frames == [rect(0, 0, 200, 100), rect(140, 110, 200, 100)])
    #expect(probe.count == 1)
  }

  @Test("The content is first built once, with the 100-point width; offered 300, it is rebuilt")
  func rebuildsWhenSizeChanges() {
    let probe = Probe()
    let model = WidthModel()
    let hosted = HostedView(ResizedReader(model: model, probe: probe))
    #expect(hosted.frame().fills(.red).map(\.rect) == [rect(190, 150, 100, 20)])
    #expect(probe.log == ["100.0"])
    model.width = 300
    #expect(hosted.frame().fills(.red).map(\.rect) == [rect(90, 150, 300, 20)])
    #expect(probe.log.last == "300.0")
  }

  @Test("Offered nil in both axes (fixedSize), a reader is 10 × 10")
  func unspecifiedProposalIsTenPoints() {
    let list = HostedView(
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width, height: proxy.size.height)
      }
      .fixedSize()
    ).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(235, 155, 10, 10)])
  }
}

/// The width a test gives ``ResizedReader``.
@Observable @MainActor
private final class WidthModel {
  var width = 100.0
}

/// A reader in a frame of the model's width and 20 points high, filling it with red.
private struct ResizedReader: View {
  let model: WidthModel
  let probe: Probe

  var body: some View {
    GeometryReader { proxy in
      let _ = probe.log.append("\(proxy.size.width)")
      Color.red.frame(width: proxy.size.width, height: proxy.size.height)
    }
    .frame(width: model.width, height: 20)
  }
}
