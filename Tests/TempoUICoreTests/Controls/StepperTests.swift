import Tempo
import TempoScene
import TempoUICore
import Testing

/// `Stepper` as iOS draws it, in a 480 × 320 window: the label leading, a 94 × 32 stepper
/// trailing, its "−" half centred at x 409.25 and its "+" half at x 456.75 (46.5 points each
/// either side of a 1-point separator).
@MainActor
@Suite("Stepper")
struct StepperTests {
  struct Counting: View {
    @State var count: Int
    let bounds: ClosedRange<Int>
    let step: Int
    var body: some View {
      Stepper("Count \(count)", value: $count, in: bounds, step: step)
    }
  }

  /// Hosts a counter from `start` within `bounds` and clicks the halves in `clicks` ("+" or
  /// "−"); the label's text after each click.
  func labels(from start: Int, in bounds: ClosedRange<Int>, step: Int = 1, _ clicks: [String])
    -> [String]
  {
    let hosted = HostedView(Counting(count: start, bounds: bounds, step: step))
    hosted.frame()
    return clicks.map { click in
      hosted.click(click == "+" ? 456.75 : 409.25, 160)
      let list = hosted.frame()
      return list.drawn.compactMap {
        if case .text(let string, _) = $0.kind { return string }
        return nil
      }.first ?? ""
    }
  }

  @Test("the stepper is a 94 × 32 rounded rectangle in #767680 at 24 % on the trailing edge")
  func geometry() {
    let list = HostedView(Stepper("Count", value: .constant(1), in: 0...2)).frame()
    let fill = Color(hex: 0x767680).opacity(0.24)
    #expect(
      list.drawn.filter { $0.kind == .fill && $0.color.isClose(to: fill) }.map(\.rect)
        == [rect(386, 144, 94, 32)])
    #expect(list.texts("Count").first?.rect.minX == 0)
  }

  @Test("from 1 in 0...2: + gives 2, + again stays 2 (the bound), − gives 1, − 0, − stays 0")
  func stopsAtBounds() {
    #expect(
      labels(from: 1, in: 0...2, ["+", "+", "−", "−", "−"])
        == ["Count 2", "Count 2", "Count 1", "Count 0", "Count 0"])
  }

  @Test("from 0 in 0...5 by 2: + gives 2, 4, then 5 (a step past the bound stops at it)")
  func overshootStopsAtBound() {
    #expect(
      labels(from: 0, in: 0...5, step: 2, ["+", "+", "+"]) == ["Count 2", "Count 4", "Count 5"])
  }

  @Test("at the upper bound the + half is drawn at 30 % and the − half at full opacity")
  func dimsHalfAtBound() {
    let list = HostedView(Stepper("Count", value: .constant(2), in: 0...2)).frame()
    let symbols = list.drawn.filter { $0.kind == .stroke }.sorted { $0.rect.minX < $1.rect.minX }
    #expect(symbols.map(\.opacity) == [1, 0.3])
  }

  @Test("onIncrement and onDecrement run with onEditingChanged true before and false after")
  func actions() {
    let probe = Probe()
    let hosted = HostedView(
      Stepper(
        "Steps", onIncrement: { probe.log.append("up") }, onDecrement: { probe.log.append("down") },
        onEditingChanged: { probe.log.append("editing \($0)") }))
    hosted.frame()
    hosted.click(456.75, 160)
    hosted.click(409.25, 160)
    #expect(
      probe.log == [
        "editing true", "up", "editing false", "editing true", "down", "editing false",
      ])
  }
}
