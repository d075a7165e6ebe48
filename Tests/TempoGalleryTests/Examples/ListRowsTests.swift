import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// The list rows: an added row fades in at the top (easeInOut 0.4 s) while the row below slides
/// down by one row (its line and 11 points above and below, at least 44: with Noto Sans's 24-pt
/// line at 17 pt, 46); a removed row fades out.
@MainActor
struct ListRowsTests {
  /// The window y of the text showing `string` and its opacity, if drawn.
  func text(_ string: String, in list: DisplayList) -> (y: Double, opacity: Double)? {
    for command in list.commands {
      if case .text(string, _, _, let origin, let transform, let opacity, _, _) = command {
        return (Double(transform.apply(to: origin).y), opacity)
      }
    }
    return nil
  }

  @Test func anAddedRowFadesInAboveAndTheFirstRowMovesDownOneRow() {
    let example = HostedExample(ListRows())
    let before = text("Row 1", in: example.run(to: 5))
    example.click("Add", atFrame: 6)
    let after = example.run(to: 6 + 24 + 2)
    let first = text("Row 1", in: after)
    let added = text("Row 2", in: after)
    let row = max(44, Double(measuredText("Row 1").height) + 2 * 11)
    #expect(abs((first?.y ?? 0) - (before?.y ?? 0) - row) < 1e-9)
    #expect(abs((added?.y ?? 0) - (before?.y ?? 0)) < 1e-9)
    #expect(added?.opacity == 1)
  }

  /// The removed row's opacity is 1 − easeInOut(x), the Bézier (0.42, 0, 0.58, 1), sampled at
  /// x = 0.25, 0.5 and 0.75 of the 0.4 s (frames 6, 12 and 18 after the click).
  @Test func aRemovedRowFadesAlongEaseInOutAndIsGoneAfterItsFourTenthsOfASecond() {
    let example = HostedExample(ListRows())
    example.run(to: 5)
    example.click("Remove", atFrame: 6)
    let easeInOut = ExactBezier(0.42, 0, 0.58, 1)
    for step in [6, 12, 18] {
      let opacity = text("Row 1", in: example.run(to: 6 + step))?.opacity ?? -1
      let expected = 1 - easeInOut.value(at: Double(step) / 24)
      #expect(abs(opacity - expected) < 1e-9, "frame \(6 + step): \(opacity) vs \(expected)")
    }
    #expect(text("Row 1", in: example.run(to: 6 + 24 + 2)) == nil)
  }
}
