/// A node that draws one line of text, sized by the scene's ``TextMeasurer``.
///
/// The text is centred in the node's frame (which is the text's size unless the node has a
/// fixed width or height). Font size and colour animate. Its whole frame takes hits.
public final class TextNode: Node {
  /// The text drawn, on one line.
  public var text: String
  let fontSizeValue: AnimatedProperty<Double>
  let colorValue: AnimatedProperty<Color>
  private var textSize = CGSize.zero

  /// Creates a text node; `fontSize` is in points (17 is SwiftUI's body size).
  public init(
    _ text: String, fontSize: Double = 17, color: Color = .white, engine: AnimationEngine
  ) {
    self.text = text
    fontSizeValue = AnimatedProperty(fontSize, engine: engine)
    colorValue = AnimatedProperty(color, engine: engine)
    super.init(engine: engine)
    track(fontSizeValue, colorValue)
  }

  /// The font size in points.
  public var fontSize: Double {
    get { fontSizeValue.value }
    set { fontSizeValue.value = newValue }
  }

  /// The text colour.
  public var color: Color {
    get { colorValue.value }
    set { colorValue.value = newValue }
  }

  /// The font size to draw now, in points.
  public var presentedFontSize: Double { fontSizeValue.presentation }
  /// The text colour to draw now.
  public var presentedColor: Color { colorValue.presentation }

  override func contentSize(for proposal: ProposedSize, measurer: any TextMeasurer) -> CGSize {
    measurer.size(of: text, fontSize: max(fontSizeValue.presentation, 0))
  }

  override func placeContent(in rect: CGRect, measurer: any TextMeasurer) {
    super.placeContent(in: rect, measurer: measurer)
    textSize = measurer.size(of: text, fontSize: max(fontSizeValue.presentation, 0))
  }

  override func drawContent(
    into commands: inout [DrawCommand], transform: AffineTransform2D, opacity: Double
  ) {
    guard !text.isEmpty else { return }
    let origin = CGPoint(
      x: contentRect.minX + (contentRect.width - textSize.width) / 2,
      y: contentRect.minY + (contentRect.height - textSize.height) / 2)
    commands.append(
      .text(
        text, fontSize: max(fontSizeValue.presentation, 0), color: colorValue.presentation,
        origin: origin, transform: transform, opacity: opacity))
  }

  override func contentContains(_ point: CGPoint) -> Bool {
    CGRect(origin: .zero, size: layoutFrame.size).contains(point)
  }
}
