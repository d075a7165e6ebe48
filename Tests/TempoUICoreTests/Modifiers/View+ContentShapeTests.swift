import Tempo
import TempoScene
import TempoUICore
import Testing

/// `.contentShape(_:)`: where a view takes taps.
@MainActor
@Suite("contentShape")
struct ViewContentShapeTests {
  /// A full-width row: "Tap" at its leading edge, then a spacer; taps counted in `probe`.
  func row(_ probe: Probe, shaped: Bool) -> some View {
    Group {
      if shaped {
        HStack {
          Text("Tap"); Spacer()
        }.contentShape(Rectangle())
          .onTapGesture { probe.count += 1 }
      } else {
        HStack {
          Text("Tap"); Spacer()
        }.onTapGesture { probe.count += 1 }
      }
    }
  }

  @Test("a tap on a row's spacer counts with .contentShape(Rectangle()) and not without it")
  func spacerTakesTaps() {
    for shaped in [false, true] {
      let probe = Probe()
      let hosted = HostedView(row(probe, shaped: shaped))
      hosted.frame()
      hosted.click(400, 160)
      hosted.frame()
      #expect(probe.count == (shaped ? 1 : 0))
    }
  }

  @Test("a 100 × 100 square shaped as a circle takes a tap at its centre and not at its corner")
  func circleShape() {
    let probe = Probe()
    let hosted = HostedView(
      Color.red.frame(width: 100, height: 100).contentShape(Circle())
        .onTapGesture { probe.count += 1 })
    hosted.frame()
    hosted.click(193, 113)  // 66 from the centre (240, 160), outside radius 50
    hosted.frame()
    #expect(probe.count == 0)
    hosted.click(240, 160)
    hosted.frame()
    #expect(probe.count == 1)
  }

  @Test("contentShape(.dragPreview, Circle()) leaves taps as they were: the corner still takes one")
  func otherKindsLeaveHits() {
    let probe = Probe()
    let hosted = HostedView(
      Color.red.frame(width: 100, height: 100).contentShape(.dragPreview, Circle())
        .onTapGesture { probe.count += 1 })
    hosted.frame()
    hosted.click(193, 113)
    hosted.frame()
    #expect(probe.count == 1)
  }
}
