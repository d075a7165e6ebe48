import TempoScene
import TempoUICore
import Testing

/// Text's own modifiers return `Text`: they style that text alone, over the environment, and
/// texts join with `+`.
@MainActor
@Suite("Text modifiers")
struct TextModifiersTests {
  @Test(
    "Text.font(.title).bold().foregroundColor(.red) is a Text: 28 pt, bold, red, inside a blue VStack"
  )
  func modifiersReturnText() {
    let styled: Text = Text("A").font(.title).bold().foregroundColor(.red)
    let list = HostedView(
      VStack {
        styled; Text("B")
      }.foregroundColor(.blue)
    ).frame()
    #expect(list.texts("A").first?.kind == .text("A", size: 28))
    #expect(list.texts("A").first?.color.isClose(to: .red) == true)
    #expect(list.texts("B").first?.color.isClose(to: .blue) == true)
    #expect(list.texts("B").first?.kind == .text("B", size: 17))
    let bold = list.commands.contains {
      if case .text("A", _, _, _, _, _, true, _) = $0 { true } else { false }
    }
    #expect(bold)
  }

  @Test("Text(\"Hello, \") + Text(\"world\") draws one text \"Hello, world\"")
  func concatenation() {
    let list = HostedView(Text("Hello, ") + Text("world")).frame()
    #expect(list.texts("Hello, world").count == 1)
  }

  @Test("joining texts of different styles logs one line and keeps the first one's")
  func concatenationOfStyles() {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      list = HostedView(Text("a").foregroundColor(.red) + Text("b").bold()).frame()
    }
    #expect(
      warnings == [
        "TempoUI: Text + Text: TempoUI draws the joined text in the first text's font and colour"
      ])
    #expect(list?.texts("ab").first?.color.isClose(to: .red) == true)
  }

  @Test("Text.foregroundStyle(.green) colours the text; a Text.font inside a .font(.caption) wins")
  func styleAndFont() {
    let list = HostedView(Text("G").foregroundStyle(.green).font(.largeTitle).font(.caption))
      .frame()
    // The outer .font(.caption) on the Text is the Text's own too: the last one set wins.
    #expect(list.texts("G").first?.kind == .text("G", size: 12))
    #expect(list.texts("G").first?.color.isClose(to: .green) == true)
  }

  @Test(
    "Text.foregroundStyle(a red-to-orange gradient) inside a blue foregroundStyle is drawn through that gradient; .foregroundColor(.green) after it clears it"
  )
  func ownGradient() {
    let gradient = LinearGradient(
      colors: [.red, .orange], startPoint: .leading, endPoint: .trailing)
    let list = HostedView(
      VStack {
        Text("G").foregroundStyle(gradient)
        Text("H").foregroundStyle(gradient).foregroundColor(.green)
      }
      .foregroundStyle(.blue)
    ).frame()
    let masks = list.commands.compactMap { command -> GradientPaint? in
      if case .pushGradientMask(let paint, _, _) = command { return paint }
      return nil
    }
    #expect(masks.count == 1)
    #expect(masks.first?.stops.map(\.color) == [.red, .orange])
    #expect(masks.first?.kind == .linear(start: .leading, end: .trailing))
    #expect(list.texts("H").first?.color.isClose(to: .green) == true)
  }
}

/// The font modifiers reach the scene: the text node draws with their weight, design, slant,
/// figures, decorations and letter spacing.
@MainActor
@Suite("Text modifiers: font style")
struct TextFontStyleTests {
  func style(_ view: some View) -> FontStyle? {
    HostedView(view).frame().commands.compactMap { command -> FontStyle? in
      guard case .text(_, _, _, _, _, _, _, let style) = command else { return nil }
      return style
    }.first
  }

  @Test("fontWeight ultraLight…black draw at OpenType weights 100…900")
  func weights() {
    let weights: [Font.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    #expect(
      weights.map { style(Text("W").fontWeight($0))?.weight }
        == Array(stride(from: 100, through: 900, by: 100)))
  }

  @Test("italic(), a font's italic() and the view modifier italic() draw italic")
  func italic() {
    #expect(style(Text("I").italic())?.isItalic == true)
    #expect(style(Text("I").font(.body.italic()))?.isItalic == true)
    #expect(style(VStack { Text("I") }.italic())?.isItalic == true)
    #expect(style(Text("I"))?.isItalic == false)
  }

  @Test("designs: .system(design:), fontDesign on the text and on a view")
  func designs() {
    #expect(style(Text("D").font(.system(.body, design: .monospaced)))?.design == .monospaced)
    #expect(style(Text("D").font(.system(size: 20, design: .rounded)))?.design == .rounded)
    #expect(style(Text("D").fontDesign(.serif))?.design == .serif)
    #expect(style(VStack { Text("D") }.fontDesign(.serif))?.design == .serif)
  }

  @Test("monospacedDigit, underline, strikethrough, kerning and tracking reach the node")
  func decorations() {
    #expect(style(Text("1").monospacedDigit())?.hasMonospacedDigits == true)
    #expect(style(Text("1").font(.body.monospacedDigit()))?.hasMonospacedDigits == true)
    #expect(style(Text("U").underline())?.isUnderlined == true)
    #expect(style(Text("S").strikethrough())?.isStruckThrough == true)
    #expect(style(Text("K").kerning(2).tracking(3))?.letterSpacing == 5)
  }
}

extension TextFontStyleTests {
  @Test(
    "Font.custom(\"Noto Serif\", size: 20) reaches the node as family \"Noto Serif\" at 20 pt, for each of custom's three forms"
  )
  func customFontNamesTheFamily() {
    let forms: [Font] = [
      .custom("Noto Serif", size: 20), .custom("Noto Serif", size: 20, relativeTo: .title),
      .custom("Noto Serif", fixedSize: 20),
    ]
    for font in forms {
      let list = HostedView(Text("C").font(font)).frame()
      #expect(list.texts("C").first?.kind == .text("C", size: 20))
      #expect(style(Text("C").font(font))?.familyName == "Noto Serif")
    }
    #expect(style(Text("C").font(.system(size: 20)))?.familyName == nil)
  }
}
