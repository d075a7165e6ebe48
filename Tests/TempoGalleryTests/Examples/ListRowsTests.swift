import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// The list rows: an added row fades in at the top (easeInOut 0.4 s) while the row below slides
/// down by one 44-point row; a removed row fades out.
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

  @Test func anAddedRowFadesInAboveAndTheFirstRowMovesDownOneFortyFourPointRow() {
    let example = HostedExample(ListRows())
    let before = text("Row 1", in: example.run(to: 5))
    example.click("Add", atFrame: 6)
    let after = example.run(to: 6 + 24 + 2)
    let first = text("Row 1", in: after)
    let added = text("Row 2", in: after)
    #expect(abs((first?.y ?? 0) - (before?.y ?? 0) - 44) < 1e-9)
    #expect(abs((added?.y ?? 0) - (before?.y ?? 0)) < 1e-9)
    #expect(added?.opacity == 1)
  }

  @Test func aRemovedRowIsHalfFadedHalfwayAndGoneAfterItsFourTenthsOfASecond() {
    let example = HostedExample(ListRows())
    example.run(to: 5)
    example.click("Remove", atFrame: 6)
    let halfway = example.run(to: 6 + 12)
    #expect(text("Row 1", in: halfway).map { $0.opacity > 0 && $0.opacity < 1 } == true)
    #expect(text("Row 1", in: example.run(to: 6 + 24 + 2)) == nil)
  }
}
