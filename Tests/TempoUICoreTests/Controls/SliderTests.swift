import TempoScene
@testable import TempoUICore
import Testing
import Foundation

/// `Slider`: 28 pt tall, the thumb's centre runs from 14 pt inside one end to 14 pt inside the
/// other; a press puts the value under the pointer and dragging follows it, rounded to the
/// step and clamped to the range.
@MainActor
@Suite("Slider")
struct SliderTests {
  final class Log { var editing: [Bool] = [] }

  struct Volume: View {
    @State var volume = 50.0
    let log: Log
    var body: some View {
      VStack(spacing: 0) {
        Slider(value: $volume, in: 0...100, step: 10) { log.editing.append($0) }
          .frame(width: 228)
        Text("\(Int(volume))")
      }
    }
  }

  @Test("value 50 of 0…100 in 228 pt: thumb centred, blue track filled to it")
  func layout() throws {
    let list = HostedView(
      Slider(value: .constant(50.0), in: 0...100).frame(width: 228)
    ).frame()
    // The slider spans x 126…354 and y 146…174; the thumb centre is 126 + 14 + 0.5 × 200.
    let thumb = try #require(list.fills(.white).first)
    #expect(thumb.rect.isClose(to: rect(226, 146, 28, 28), within: 1e-6))
    let filled = try #require(list.fills(.blue).first)
    #expect(filled.rect.isClose(to: rect(126, 158, 114, 4), within: 1e-6))
  }

  @Test("a press at 37 % sets 40 (step 10); a drag past the end sets 100; editing true then false")
  func pressAndDrag() {
    let log = Log()
    let hosted = HostedView(Volume(log: log))
    hosted.frame()
    // The slider spans x 126…354; 37 % of the usable 200 pt: x = 126 + 14 + 74 = 214.
    let y = hosted.host.frames(of: Slider<EmptyView, EmptyView>.self).first?.midY ?? 0
    hosted.host.press(at: CGPoint(x: 214, y: y))
    #expect(hosted.frame(1).texts("40").count == 1)
    hosted.host.movePointer(to: CGPoint(x: 400, y: y + 50))
    #expect(hosted.frame(2).texts("100").count == 1)
    hosted.host.release(at: CGPoint(x: 20, y: y))
    #expect(hosted.frame(3).texts("0").count == 1, "the release point counts too")
    #expect(log.editing == [true, false])
  }

  @Test("value under the pointer: ends clamp, steps round from the lower bound")
  func valueFormula() {
    typealias S = Slider<EmptyView, EmptyView>
    #expect(S.value(atX: 14, width: 228, in: 0...100, step: nil) == 0)
    #expect(S.value(atX: 114, width: 228, in: 0...100, step: nil) == 50)
    #expect(S.value(atX: -5, width: 228, in: 0...100, step: nil) == 0)
    #expect(S.value(atX: 300, width: 228, in: 0...100, step: nil) == 100)
    #expect(S.value(atX: 114, width: 228, in: 1...4, step: 1) == 3)  // 2.5 rounds to 3
    #expect(abs(S.value(atX: 214, width: 228, in: 0...1, step: 0.3) - 0.9) < 1e-12)  // 1 → 0.9
  }
}
