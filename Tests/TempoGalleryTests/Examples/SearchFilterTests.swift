import TempoScene
import TempoTestSupport
import TempoUI
import Testing

@testable import TempoGallery

/// The search filter: a click on the field focuses it, typed text filters the fruit, and the
/// rows that stop matching fade out with easeInOut 0.3 s while the rest close the gap.
@MainActor
struct SearchFilterTests {
  /// The example with its field clicked at frame 6 and `text` typed at frame 10 (60 fps).
  func typed(_ text: String) -> HostedExample {
    let example = HostedExample(SearchFilter())
    example.click("Search fruit", atFrame: 6)
    example.run(to: 9)
    example.timeline.move(toFrame: 10)
    example.host.typeText(text)
    _ = example.host.frame()
    return example
  }

  /// The window y of the text showing `string`, if drawn.
  func y(of string: String, in list: DisplayList) -> Double? {
    for command in list.commands {
      if case .text(string, _, _, let origin, let transform, _, _, _) = command {
        return Double(transform.apply(to: origin).y)
      }
    }
    return nil
  }

  @Test func beforeTypingAllFiveFruitAreShownUnderThePlaceholder() {
    let list = HostedExample(SearchFilter()).run(to: 5)
    for fruit in ["Search fruit", "Apple", "Apricot", "Banana", "Cherry", "Grape"] {
      #expect(list.textOpacities(fruit) == [1], "\(fruit)")
    }
  }

  @Test func typingApKeepsTheThreeMatchesAndFadesBananaAndCherryHalfwayAtHalfTheCurve() {
    let example = typed("ap")
    // easeInOut is 0.5 at half its 0.3 s: 9 frames after the change.
    let halfway = example.run(to: 10 + 9)
    #expect(halfway.textOpacities("ap") == [1])
    for fruit in ["Banana", "Cherry"] {
      let opacity = halfway.textOpacities(fruit).first ?? -1
      #expect(abs(opacity - 0.5) < 1e-6, "\(fruit)")
    }
    let after = example.run(to: 10 + 18 + 1)
    #expect(after.textOpacities("Banana").isEmpty && after.textOpacities("Cherry").isEmpty)
    #expect(!example.hasTextNode("Banana") && !example.hasTextNode("Cherry"))
    for fruit in ["Apple", "Apricot", "Grape"] {
      #expect(after.textOpacities(fruit) == [1], "\(fruit)")
    }
  }

  @Test func grapeMovesUpIntoBananasRowOnceTheTwoAboveItAreGone() {
    let example = typed("ap")
    let before = example.run(to: 9)
    let after = example.run(to: 10 + 18 + 1)
    // Grape was the fifth row; with Banana and Cherry gone it is the third, where Banana was,
    // less any overflow: before, the field (h + 12), five rows of h and the spacer with six
    // 4-point gaps are 6h + 36 tall in the 200 − 2 × 10 = 180 points inside the padding, and a
    // taller stack is centred on them (with Noto Sans's 24-point line, 180: it fits).
    let h = Double(measuredText("Grape").height)
    let overflow = max(0, 6 * h + 36 - 180)
    let banana = y(of: "Banana", in: before) ?? .nan
    let grape = y(of: "Grape", in: after) ?? .nan
    #expect(
      abs(grape - (banana + overflow / 2)) < 1e-9, "Grape at \(grape), Banana was at \(banana)")
  }
}
