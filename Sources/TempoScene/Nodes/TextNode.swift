import Tempo

/// A node that draws text, sized by the scene's ``TextMeasurer`` and wrapped to its width.
///
/// Offered less width than its one-line size, the text breaks into lines as SwiftUI's `Text`
/// does (see ``TextLayout``): it is then as wide as its widest line and as tall as its lines;
/// the lines line up by ``multilineTextAlignment`` and stop at ``lineLimit``. The block is
/// centred in the node's frame (which is the text's size unless the node has a fixed width or
/// height). Font size and colour animate. Its whole frame takes hits.
public final class TextNode: Node {
  /// The text drawn.
  public var text: String
  /// How the lines of wrapped text line up (SwiftUI's default: leading).
  public var multilineTextAlignment = TextAlignment.leading
  /// The most lines shown (`nil`: as many as the text needs); the last ends in "…" if cut.
  public var lineLimit: Int?
  /// Whether the text is drawn (and measured) in the bold face.
  public var isBold = false
  /// The face's weight, design and slant, the figures, decorations and letter spacing (made
  /// bold when ``isBold``).
  public var fontStyle = FontStyle()
  /// The width the text wraps at, in points, whatever its frame's width now (`nil`: the
  /// frame's). A host sets it to the final width when the frame animates, so the lines do not
  /// re-break while the frame passes through narrower widths.
  public var wrapWidth: Double?
  /// A gradient to draw the text with instead of ``color``, placed in the node's frame when
  /// drawn (its ``GradientPaint/bounds`` are replaced); `nil` draws in ``color``. It changes at
  /// once.
  public var gradient: GradientPaint?
  @exclusivity(unchecked) var fontSizeValue: SceneProperty<Double>
  @exclusivity(unchecked) var colorValue: SceneProperty<Color>
  private var textLayout: TextLayout?
  /// The last layouts made, reused while their inputs stay.
  private var layoutCache = TextLayoutCache()

  /// Creates a text node; `fontSize` is in points (17 is SwiftUI's body size).
  public init(
    _ text: String, fontSize: Double = 17, color: Color = .white, engine: AnimationEngine
  ) {
    self.text = text
    fontSizeValue = SceneProperty(fontSize)
    colorValue = SceneProperty(color)
    super.init(engine: engine)
  }

  /// The font size in points.
  public var fontSize: Double {
    get { fontSizeValue.value }
    set { change(&fontSizeValue, to: newValue) }
  }

  /// The text colour.
  public var color: Color {
    get { colorValue.value }
    set { change(&colorValue, to: newValue) }
  }

  /// The font size to draw now, in points.
  public var presentedFontSize: Double { fontSizeValue.presentation }
  /// The text colour to draw now.
  public var presentedColor: Color { colorValue.presentation }

  override var contentIsAnimating: Bool {
    fontSizeValue.isAnimating || colorValue.isAnimating
  }

  override func contentSize(for proposal: ProposedSize, measurer: any TextMeasurer) -> CGSize {
    layout(width: proposal.width, measurer: measurer).size
  }

  override func placeContent(in rect: CGRect, measurer: any TextMeasurer) {
    super.placeContent(in: rect, measurer: measurer)
    textLayout = layout(width: wrapWidth ?? rect.width, measurer: measurer)
  }

  /// The text broken into lines for `width` points (`nil`: only at newlines).
  private func layout(width: Double?, measurer: any TextMeasurer) -> TextLayout {
    let key = TextLayoutCache.Key(
      text: text, fontSize: max(fontSizeValue.presentation, 0), bold: isBold, style: fontStyle,
      width: width,
      lineLimit: lineLimit, measurer: ObjectIdentifier(measurer))
    return layoutCache.layout(for: key, measurer: measurer)
  }

  override func drawContent(
    into commands: inout [DrawCommand], transform: AffineTransform2D, opacity: Double
  ) {
    guard !text.isEmpty, let textLayout else { return }
    let size = textLayout.size
    let minX = contentRect.minX + (contentRect.width - size.width) / 2
    var y = contentRect.minY + (contentRect.height - size.height) / 2
    if let gradient {
      commands.append(
        .pushGradientMask(
          gradient.placed(in: contentRect), bounds: contentRect, transform: transform))
    }
    defer { if gradient != nil { commands.append(.popGradientMask) } }
    let color = gradient != nil ? Color.white : colorValue.presentation
    for (line, lineSize) in zip(textLayout.lines, textLayout.lineSizes) {
      defer { y += lineSize.height }
      guard !line.isEmpty else { continue }
      let x = minX + multilineTextAlignment.offset(ofLine: lineSize.width, in: size.width)
      commands.append(
        .text(
          line, fontSize: max(fontSizeValue.presentation, 0), color: color,
          origin: CGPoint(x: x, y: y), transform: transform, opacity: opacity, bold: isBold,
          style: fontStyle))
    }
  }

  override func contentContains(_ point: CGPoint) -> Bool {
    CGRect(origin: .zero, size: layoutFrame.size).contains(point)
  }
}
