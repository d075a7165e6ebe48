import TempoScene

extension RatingDemo {
  /// Star `number`: a 28-pt star glyph with a hand cursor.
  static func makeStar(number: Int, engine: AnimationEngine) -> ShapeNode {
    let star = ShapeNode(
      .path(StarGlyph.path), lineWidth: 2, width: StarGlyph.size, height: StarGlyph.size,
      engine: engine)
    star.name = "star \(number)"
    star.cursor = .pointingHand
    return star
  }

  /// The keyboard focus mark: a short gray bar, hidden and not clickable until used.
  static func makeFocusMarker(engine: AnimationEngine) -> ShapeNode {
    let marker = ShapeNode(.capsule, fill: .gray, width: 14, height: 3, engine: engine)
    marker.opacity = 0
    marker.allowsHitTesting = false
    return marker
  }

  /// The star row: `HStack(spacing: 25)` of the stars (the seed's `ratingView`), with the focus
  /// mark laid over it.
  static func makeRatingView(stars: [ShapeNode], focusMarker: ShapeNode, engine: AnimationEngine)
    -> GroupNode
  {
    let row = GroupNode.hStack(spacing: 25, engine: engine, children: stars)
    let view = GroupNode.zStack(engine: engine, children: [row, focusMarker])
    view.name = "rating"
    return view
  }

  /// The popup: "Submitted!" in black, 17 pt, centred in a 200 × 50 rounded rectangle (radius
  /// 10) filled with (0.9, 0.9, 0.9) at opacity 0.9 (the seed's `overlayView`).
  static func makeOverlayView(engine: AnimationEngine) -> Node {
    let background = ShapeNode(
      .roundedRectangle(), fill: Color(red: 0.9, green: 0.9, blue: 0.9, opacity: 0.9),
      cornerRadius: 10, width: 200, height: 50, engine: engine)
    let text = TextNode("Submitted!", fontSize: 17, color: .black, engine: engine)
    let overlay = GroupNode.zStack(engine: engine, children: [background, text])
    overlay.name = "overlay"
    return overlay
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
