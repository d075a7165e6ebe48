import TempoRender
import TempoRunner
import TempoSDL

/// The rating demo as the shared runner runs it: its help, its docs script, its keys, and
/// ``RatingDemoApp`` as its content.
enum RatingDemoDescription {
  /// The demo's description for ``AppRunner``.
  @MainActor static var description: AppDescription {
    AppDescription(
      name: "rating-demo", title: "Rating",
      summary: """
        Five stars; click one to rate, and a "Submitted!" popup fades in (easeIn 0.2 s) and,
        1 s after the click, fades out (easeOut 0.1 s). Without options it opens a window.
        """,
      scriptExamples: """
                                0.50 click star 3      click star 3 (1-5) at 0.5 s
                                1.20 click 240,160     click at a point in window coordinates
                                2.00 key space         press a key (1-5, left, right, return,
                                                       space, s, escape, q)
        """,
      windowHelp: """
        In the window: click a star or press 1-5 (or ←/→ and Enter) to rate; Space pauses and
        resumes all animations; S toggles slow motion; Esc or Q quits.
        """,
      defaultScript: docs, validate: validate,
      makeContent: { scene in RatingDemoContent(scene: scene) })
  }

  /// The built-in docs script: several clicks, one during a popup and one during a fade-out.
  static let docs = InputScript(events: [
    .init(time: 0.5, action: .click(.symbol("star", index: 3))),
    .init(time: 1.0, action: .click(.symbol("star", index: 5))),
    .init(time: 2.8, action: .click(.symbol("star", index: 4))),
    .init(time: 3.85, action: .click(.symbol("star", index: 1))),
    .init(time: 4.2, action: .click(.symbol("star", index: 2))),
  ])

  /// The keys the demo's views act on: 1–5, ←/→, Return, Space, S, Esc and Q.
  static let keys: Set<Key> = Set((1...5).map(Key.digit)).union([
    .left, .right, .return, .space, .letter("s"), .escape, .letter("q"),
  ])

  /// Accepts what the demo can do: stars 1–5, points, and its keys.
  @Sendable static func validate(_ action: InputScript.Action) -> String? {
    switch action {
    case .click(.symbol("star", let index)) where !(1...5).contains(index):
      return "expected a star from 1 to 5, not '\(index)'"
    case .click(.symbol(let name, _)) where name != "star":
      return "the demo has no '\(name)' to click (its symbols are the stars: 'click star N')"
    case .click(.text(let text)):
      return "the demo has no text '\(text)' to click"
    case .drag(let from, let to, _):
      return validate(.click(from)) ?? validate(.click(to))
    case .scroll(let target, _):
      return validate(.click(target))
    case .key(let key) where !keys.contains(key):
      return
        "the demo has no use for key '\(key)' (keys: 1-5, left, right, return, space, s, escape, q)"
    case .type:
      return "the demo has no text field to type into"
    default:
      return nil
    }
  }
}
