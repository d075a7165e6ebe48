import TempoScene

/// The seed's rating view: five stars, and a "Submitted!" popup shown for a second after a click.
///
/// It reads like the SwiftUI sample: `selectedRating` and `isOverlayPresented` are the state;
/// a click sets the rating, presents the popup `withAnimation(.easeIn(duration: 0.2))`, and
/// schedules the hide 1 s later `withAnimation(.easeOut(duration: 0.1))` on the animation clock.
/// Every animation is wrapped in the seed's ``PausableAnimation`` so Space can pause them, and
/// in ``SlowMotionAnimation`` so S can slow them down (the hide delay is slowed likewise).
@MainActor
final class RatingDemo {
  let scene: Scene
  let maximumRating = 5
  /// The star the arrow keys have moved to (1…5), or nil before any arrow key.
  private(set) var focusedRating: Int?

  /// The current rating, 0 (none) to 5; changing it restyles the stars at once.
  private(set) var selectedRating = 0 {
    didSet { updateStars() }
  }

  /// Whether the popup is presented; changing it inserts or removes the popup node.
  private(set) var isOverlayPresented = false {
    didSet {
      guard isOverlayPresented != oldValue else { return }
      if isOverlayPresented { scene.addChild(overlayView) } else { scene.removeChild(overlayView) }
    }
  }

  /// The five star glyphs, left to right.
  let stars: [ShapeNode]
  /// The mark under the star the arrow keys chose (invisible until an arrow key is pressed).
  let focusMarker: ShapeNode
  /// The star row with the focus mark (the seed's `ratingView`).
  let ratingView: GroupNode
  /// The "Submitted!" popup (the seed's `overlayView`).
  let overlayView: Node

  /// Builds the scene: the stars centred, the popup ready to be inserted over them.
  init(scene: Scene) {
    self.scene = scene
    let engine = scene.engine
    stars = (1...maximumRating).map { Self.makeStar(number: $0, engine: engine) }
    focusMarker = Self.makeFocusMarker(engine: engine)
    ratingView = Self.makeRatingView(stars: stars, focusMarker: focusMarker, engine: engine)
    overlayView = Self.makeOverlayView(engine: engine)
    for (index, star) in stars.enumerated() {
      star.onClick = { [weak self] in self?.select(index + 1) }
    }
    scene.background = .black
    scene.addChild(ratingView)
    updateStars()
  }

  /// What a click (or 1–5, or Enter on the focused star) on star `rating` does, as in the seed.
  func select(_ rating: Int) {
    selectedRating = rating
    withAnimation(Animation.easeIn(duration: 0.2).slowMotionCapable.pausable) {
      isOverlayPresented = true
    }
    scene.engine.schedule(after: 1.0 / scene.environment.animationSpeed) { [weak self] in
      withAnimation(Animation.easeOut(duration: 0.1).slowMotionCapable.pausable) {
        self?.isOverlayPresented = false
      }
    }
  }

  /// Moves the keyboard focus by `step` stars (clamped to 1…5) and shows where it is.
  func moveFocus(by step: Int) {
    let current = focusedRating ?? max(selectedRating, step > 0 ? 0 : maximumRating + 1)
    focusedRating = min(max(current + step, 1), maximumRating)
    updateStars()
  }

  /// Selects the focused star, if the arrow keys have chosen one.
  func selectFocused() {
    if let focusedRating { select(focusedRating) }
  }

  /// Whether every animation is paused (Space); read by ``PausableAnimation``.
  var isPaused: Bool {
    get { scene.environment.animationPaused }
    set { scene.setEnvironment(\.animationPaused, newValue) }
  }

  /// The window point at the centre of star `rating` (1…5), after layout.
  func center(ofStar rating: Int) -> CGPoint {
    _ = scene.displayList()
    let star = stars[rating - 1]
    let size = star.layoutFrame.size
    return star.transformToWindow.apply(to: CGPoint(x: size.width / 2, y: size.height / 2))
  }
}
