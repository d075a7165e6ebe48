import TempoScene

extension RatingDemo {
  /// The star row: `HStack(spacing: 25)` of five 28-pt star glyphs (the seed's `ratingView`).
  func makeRatingView() {
    stars = (1...maximumRating).map { ratingNumber in
      let star = ShapeNode(
        .path(StarGlyph.path), lineWidth: 2, width: StarGlyph.size, height: StarGlyph.size,
        engine: scene.engine)
      star.name = "star \(ratingNumber)"
      star.cursor = .pointingHand
      star.onClick = { [weak self] in self?.select(ratingNumber) }
      return star
    }
    focusMarker = ShapeNode(.capsule, fill: .gray, width: 14, height: 3, engine: scene.engine)
    focusMarker.opacity = 0
    focusMarker.allowsHitTesting = false
    let row = GroupNode.hStack(spacing: 25, engine: scene.engine, children: stars)
    ratingView = GroupNode.zStack(engine: scene.engine, children: [row, focusMarker])
    ratingView.name = "rating"
  }

  /// The popup: "Submitted!" in black, 17 pt, centred in a 200 × 50 rounded rectangle (radius
  /// 10) filled with (0.9, 0.9, 0.9) at opacity 0.9 (the seed's `overlayView`).
  func makeOverlayView() {
    let background = ShapeNode(
      .roundedRectangle(), fill: Color(red: 0.9, green: 0.9, blue: 0.9, opacity: 0.9),
      cornerRadius: 10, width: 200, height: 50, engine: scene.engine)
    let text = TextNode("Submitted!", fontSize: 17, color: .black, engine: scene.engine)
    let overlay = GroupNode.zStack(engine: scene.engine, children: [background, text])
    overlay.name = "overlay"
    overlayView = overlay
  }

  /// Star n is a yellow filled star when n ≤ selectedRating, else a gray outline.
  func updateStars() {
    for (index, star) in stars.enumerated() {
      let isFilled = index + 1 <= selectedRating
      star.fill = isFilled ? .yellow : nil
      star.stroke = isFilled ? nil : .gray
    }
    guard let focusedRating else { return }
    focusMarker.opacity = 1
    // Under the focused star: the row is centred, each star 28 pt wide and 25 pt apart.
    let step = StarGlyph.size + 25
    focusMarker.offset = CGSize(width: Double(focusedRating - 3) * step, height: 22)
  }
}
