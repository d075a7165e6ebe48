import Combine
import Foundation
import SwiftUI
import TempoScene
import TempoTestSupport
import Testing

/// `import SwiftUI` and `import Combine` on Linux: the `ModuleNames` sample (module-qualified
/// `SwiftUI.Color`, `SwiftUI.VStack`, a `Timer.publish` stored in an `ObservableObject`) and
/// the `ScoreModel` file that imports Combine and Foundation only.
@MainActor
@Suite("SwiftUI samples: import SwiftUI and Combine")
struct ModuleNamesTests {
  let samples = SwiftUISamplesTests()

  @Test("SwiftUI.Color is TempoUI's Color, and SwiftUI.Angle the engine's Angle")
  func qualifiedNamesAreTempoTypes() {
    #expect(SwiftUI.Color.self == TempoUI.Color.self)
    #expect(SwiftUI.Angle.self == Tempo.Angle.self)
    #expect(Combine.AnyCancellable.self == TempoUICore.AnyCancellable.self)
  }

  @Test("the sample shows 0, then 2 after 1 s of its 0.5 s timer, with its orange square")
  func ticks() {
    let (timeline, host) = samples.host(ModuleNames())
    #expect(host.center(ofText: "0") != nil)
    _ = timeline.draw(host, through: 61)
    #expect(host.center(ofText: "2") != nil)
    let orange = host.frame().commands.filter {
      if case .fill(_, let color, _, _) = $0 { color == .orange } else { false }
    }
    #expect(orange.count == 1)
  }

  @Test("a model from a Combine-only file keeps its @Published score and its publisher")
  func combineOnlyModel() {
    let model = ScoreModel()
    model.add(3)
    model.add(4)
    #expect(model.score == 7)
    #expect(model.objectWillChange === model.objectWillChange)
  }
}
