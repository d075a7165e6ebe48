import TempoTestSupport
import TempoUI
import Testing

/// The seed's `ContentView` (the "おまけ" listing with `private extension ContentView`), hosted headless: the checks of ``SeedRatingChecks``.
@MainActor
@Suite("The seed's ContentView, extension listing")
struct SeedExtensionContentViewTests {
  let checks = SeedRatingChecks { ContentView() }

  @Test("five gray outlined 28-pt stars, 25 pt apart, centred in 480 × 320; no popup")
  func initialFrame() { checks.initialFrame() }

  @Test("clicking star 3 fills stars 1–3 yellow at once and fades the popup in along easeIn 0.2 s")
  func clickFadesIn() { checks.clickFadesIn() }

  @Test("1 s after the click the popup fades out along easeOut 0.1 s and is gone")
  func hideAfterOneSecond() { checks.hideAfterOneSecond() }

  @Test("a second click 0.5 s later does not postpone the first click's hide")
  func secondClickKeepsFirstHide() { checks.secondClickKeepsFirstHide() }

  @Test("the popup takes taps over star 3: a click there leaves the rating at 1")
  func popupBlocksTaps() { checks.popupBlocksTaps() }

  @Test("the popup is 200 × 50 at (140, 135), its text black 17 pt, centred over the stars")
  func popupGeometry() { checks.popupGeometry() }

  @Test(
    "the popup's transition fades its whole subtree: 'Submitted!' has the background's opacity at every frame in and out, centred in the card"
  )
  func textFollowsPopup() { checks.textFollowsPopup() }

  @Test("the fading-out popup takes no taps: star 3 under it is selected")
  func leavingPopupTakesNoTaps() { checks.leavingPopupTakesNoTaps() }
}
