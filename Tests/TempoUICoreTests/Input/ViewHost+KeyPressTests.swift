import Foundation
import TempoUICore
import Testing

/// Key presses reach `onKeyPress` actions innermost first until one handles them.
@MainActor
@Suite("onKeyPress")
struct ViewHostKeyPressTests {
  /// A label whose own state a key changes: "n" counts up; every other key is ignored.
  struct KeyCounter: View {
    @State private var count = 0
    var body: some View {
      Text("count \(count)").onKeyPress("n") {
        count += 1
        return .handled
      }
    }
  }

  @Test("a handled key changes the view's state, applied at the next frame; another key is ignored")
  func stateChange() {
    let hosted = HostedView(KeyCounter())
    hosted.frame()
    #expect(hosted.host.keyPress(KeyPress(key: "n")) == .handled)
    #expect(hosted.host.keyPress(KeyPress(key: "m")) == .ignored)
    #expect(hosted.frame(1).texts("count 1").count == 1)
  }

  @Test("the inner action runs first; .handled stops the event, .ignored passes it outwards")
  func innermostFirst() {
    let probe = Probe()
    func view(innerResult: KeyPress.Result) -> some View {
      VStack {
        Text("inner").onKeyPress("a") {
          probe.log.append("inner")
          return innerResult
        }
      }
      .onKeyPress("a") {
        probe.log.append("outer")
        return .handled
      }
    }
    let handled = HostedView(view(innerResult: .handled))
    handled.frame()
    handled.host.keyPress(KeyPress(key: "a"))
    #expect(probe.log == ["inner"])
    probe.log = []
    let ignored = HostedView(view(innerResult: .ignored))
    ignored.frame()
    #expect(ignored.host.keyPress(KeyPress(key: "a")) == .handled)
    #expect(probe.log == ["inner", "outer"])
  }

  @Test("of two modifiers on one view, the one written first runs first; siblings go in order")
  func order() {
    let probe = Probe()
    let view = HStack {
      Text("1").onKeyPress(.space) {
        probe.log.append("first sibling")
        return .ignored
      }
      Text("2").onKeyPress(.space) {
        probe.log.append("second sibling")
        return .ignored
      }
    }
    .onKeyPress(.space) {
      probe.log.append("written first")
      return .ignored
    }
    .onKeyPress(.space) {
      probe.log.append("written second")
      return .ignored
    }
    let hosted = HostedView(view)
    hosted.frame()
    #expect(hosted.host.keyPress(KeyPress(key: .space)) == .ignored)
    #expect(probe.log == ["first sibling", "second sibling", "written first", "written second"])
  }

  @Test("keys:, characters: and phases: match only what they name")
  func matching() {
    let probe = Probe()
    let view = Text("x")
      .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
        probe.log.append("arrow \(press.key == .leftArrow ? "left" : "right")")
        return .handled
      }
      .onKeyPress(characters: .decimalDigits) { press in
        probe.log.append("digit \(press.characters)")
        return .handled
      }
      .onKeyPress("u", phases: .up) { _ in
        probe.log.append("u up")
        return .handled
      }
    let hosted = HostedView(view)
    hosted.frame()
    for key: KeyEquivalent in [.rightArrow, "7", "u", .leftArrow] {
      hosted.host.keyPress(KeyPress(key: key))
    }
    hosted.host.keyPress(KeyPress(key: "u", phase: .up))
    #expect(probe.log == ["arrow right", "digit 7", "arrow left", "u up"])
  }

  @Test("onKeyPress(phases:) sees every key; a removed view's action no longer runs")
  func anyKeyAndRemoval() {
    struct Toggle: View {
      let probe: Probe
      @State private var isShown = true
      var body: some View {
        VStack {
          if isShown {
            Text("shown").onKeyPress { press in
              probe.log.append(press.characters)
              return press.key == .escape ? .ignored : .handled
            }
          }
        }
        .onKeyPress(.escape) {
          isShown = false
          return .handled
        }
      }
    }
    let probe = Probe()
    let hosted = HostedView(Toggle(probe: probe))
    hosted.frame()
    hosted.host.keyPress(KeyPress(key: "k"))
    #expect(hosted.host.keyPress(KeyPress(key: .escape)) == .handled)
    #expect(probe.log == ["k", "\u{1B}"])
    #expect(hosted.frame(1).texts("shown").isEmpty)
    #expect(hosted.host.keyPress(KeyPress(key: "k")) == .ignored)
    #expect(probe.log == ["k", "\u{1B}"])
  }
}
