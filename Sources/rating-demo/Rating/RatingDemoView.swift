import Foundation
import TempoUI

/// The demo's window content: the seed's `ContentView`, untouched, with the desktop extras
/// added around it the way a SwiftUI app adds them.
///
/// Keys (`onKeyPress`): 1–5 rate a star, ←/→ move a focus mark under the stars and Enter rates
/// the marked one, Space pauses and resumes every animation (`animationPaused`, read by the
/// seed's ``PausableAnimation``), S toggles slow motion (1/10 speed), Esc and Q quit. Every
/// animation inside is made pausable and slowable by a `.transaction`; the stars show the
/// pointing hand (`.pointerStyle(.link)`); the appearance is dark.
struct RatingDemoView: View {
  /// What the keys ask of the window that SwiftUI has no view API for.
  let window: WindowActions
  /// The star the arrow keys have moved to (1…5), or nil before any arrow key.
  @State private var focusedRating: Int?
  @State private var isPaused = false
  @State private var isSlowMotion = false

  var body: some View {
    ContentView()
      .pointerStyle(.link)
      .background {
        if let focusedRating {
          FocusMark().offset(x: Double(focusedRating - 3) * FocusMark.starStep, y: 22)
        }
      }
      .transaction { transaction in
        transaction.animation = transaction.animation?.slowMotionCapable.pausable
      }
      .environment(\.animationPaused, isPaused)
      .environment(\.animationSpeed, isSlowMotion ? 0.1 : 1)
      .onKeyPress(characters: CharacterSet(charactersIn: "12345")) { press in
        window.activateStar(Int(press.characters) ?? 1)
        return .handled
      }
      .onKeyPress(.leftArrow) { moveFocus(by: -1) }
      .onKeyPress(.rightArrow) { moveFocus(by: 1) }
      .onKeyPress(.return) {
        if let focusedRating { window.activateStar(focusedRating) }
        return .handled
      }
      .onKeyPress(.space) {
        isPaused.toggle()
        return .handled
      }
      .onKeyPress("s") {
        isSlowMotion.toggle()
        window.timerScale = isSlowMotion ? 10 : 1
        return .handled
      }
      .onKeyPress(keys: [.escape, "q"]) { _ in
        window.quit()
        return .handled
      }
      .preferredColorScheme(.dark)
  }

  /// Moves the focus mark by `step` stars, clamped to 1…5; the first arrow starts from the
  /// rating shown (→ goes to the star after it, ← to the one before).
  private func moveFocus(by step: Int) -> KeyPress.Result {
    let current = focusedRating ?? max(window.shownRating, step > 0 ? 0 : 6)
    focusedRating = min(max(current + step, 1), 5)
    return .handled
  }
}
