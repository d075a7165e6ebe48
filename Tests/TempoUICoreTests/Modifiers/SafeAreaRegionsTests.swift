import Tempo
import TempoScene
import TempoUICore
import Testing

/// `.ignoresSafeArea` and `.edgesIgnoringSafeArea` on a window without a safe area: the view
/// lays out and draws exactly as without them.
@MainActor
@Suite("Safe area")
struct SafeAreaRegionsTests {
  @Test("a colour ignoring the safe area fills the window, as without the modifier")
  func fillsAsBefore() {
    let plain = HostedView(Color.red, width: 200, height: 100).frame()
    let ignoring = HostedView(
      Color.red.ignoresSafeArea(), width: 200, height: 100
    ).frame()
    let edges = HostedView(
      Color.red.edgesIgnoringSafeArea(.all), width: 200, height: 100
    ).frame()
    #expect(plain.fills(.red).map(\.rect) == [rect(0, 0, 200, 100)])
    #expect(ignoring.fills(.red).map(\.rect) == [rect(0, 0, 200, 100)])
    #expect(edges.fills(.red).map(\.rect) == [rect(0, 0, 200, 100)])
  }

  @Test("the regions: all is container and keyboard")
  func regions() {
    #expect(SafeAreaRegions.all == [.container, .keyboard])
    #expect(!SafeAreaRegions.container.contains(.keyboard))
  }
}
