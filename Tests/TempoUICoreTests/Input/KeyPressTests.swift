import TempoUICore
import Testing

/// A key press: its key, the characters it types, its phase.
@Suite("KeyPress")
struct KeyPressTests {
  @Test("a letter or digit types itself; space types a space; an arrow types nothing")
  func characters() {
    #expect(KeyPress(key: "q").characters == "q")
    #expect(KeyPress(key: "3").characters == "3")
    #expect(KeyPress(key: .space).characters == " ")
    #expect(KeyPress(key: .leftArrow).characters == "")
  }

  @Test("a press is a key-down unless said otherwise; .all is down, repeat and up")
  func phases() {
    #expect(KeyPress(key: "a").phase == .down)
    #expect(KeyPress.Phases.all == [.down, .repeat, .up])
    #expect(!KeyPress.Phases([.down, .repeat]).contains(.up))
  }
}
