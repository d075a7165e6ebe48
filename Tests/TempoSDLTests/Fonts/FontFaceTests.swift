import Foundation
import TempoScene
import Testing

@testable import TempoSDL

/// The sans-serif face's bold variant: found through fontconfig (Noto Sans Bold with Debian's
/// fonts-noto-core, DejaVu Sans Bold with fonts-dejavu-core alone), wider than the regular face,
/// and emboldened by SDL_ttf without a file.
@Suite("Font faces: bold", .serialized)
@MainActor
struct FontFaceTests {
  @Test("fontconfig's bold sans-serif is a readable file other than the regular one")
  func findsBoldFile() throws {
    let face = try FontFace.sansSerif()
    let bold = try #require(face.boldPath)
    #expect(bold != face.path)
    #expect(FileManager.default.isReadableFile(atPath: bold))
  }

  // Noto Sans Bold's H rounds to Regular's 18-px advance at 24 px, so a whole word is measured
  // (DejaVu Sans Bold's H was wider on its own).
  @Test("bold \"Hamburgefonstiv\" measures wider than regular at 24 pt, the same height ± 2")
  func boldIsWider() throws {
    let measurer = FontTextMeasurer(face: try FontFace.sansSerif())
    let regular = measurer.size(of: "Hamburgefonstiv", fontSize: 24)
    let bold = measurer.size(of: "Hamburgefonstiv", fontSize: 24, bold: true)
    #expect(bold.width > regular.width)
    #expect(abs(bold.height - regular.height) <= 2)
  }

  /// The summed coverage of "HHHH" at 24 pt drawn white on black by `renderer`.
  func ink(_ renderer: OffscreenRenderer, bold: Bool) throws -> Double {
    let size = CGSize(width: 160, height: 40)
    let image = try renderer.render(
      DisplayList(
        size: size,
        commands: [
          .text(
            "HHHH", fontSize: 24, color: .white, origin: CGPoint(x: 4, y: 4),
            transform: .identity, opacity: 1, bold: bold)
        ]))
    var sum = 0.0
    for y in 0..<40 {
      for x in 0..<160 { sum += Double(image.pixel(x: x, y: y)?.red ?? 0) / 255 }
    }
    return sum
  }

  @Test("bold text (the family's bold face) puts over 1.2 × the ink of regular text on the pixels")
  func boldHasMoreInk() throws {
    let renderer = try OffscreenRenderer(size: CGSize(width: 160, height: 40), scale: 1)
    #expect(try ink(renderer, bold: true) > 1.2 * ink(renderer, bold: false))
  }

  @Test("with only a regular file (an override path), bold is SDL_ttf's emboldened face: more ink")
  func synthesizedBold() throws {
    let face = try FontFace.sansSerif(overridePath: try FontLocator.fontFile())
    #expect(face.boldPath == nil)
    let renderer = try OffscreenRenderer(size: CGSize(width: 160, height: 40), face: face)
    #expect(try ink(renderer, bold: true) > 1.1 * ink(renderer, bold: false))
  }
}

/// Weights, slant, designs, figures and decorations of the style, drawn from the faces
/// fontconfig gives, checked on the pixels.
@Suite("Font faces: styles", .serialized)
@MainActor
struct FontFaceStyleTests {
  func style(
    weight: Int = 400, design: FontStyle.Design = .default, italic: Bool = false,
    _ change: (inout FontStyle) -> Void = { _ in }
  ) -> FontStyle {
    var style = FontStyle()
    style.weight = weight
    style.design = design
    style.isItalic = italic
    change(&style)
    return style
  }

  func ink(_ text: String, _ style: FontStyle, fontSize: Double = 32) throws -> Ink {
    Ink(try TextRendering.render(text, fontSize: fontSize, style: style))
  }

  @Test("ink grows with weight from ultra-light to black; bold has over 1.2 × regular's")
  func weightsInk() throws {
    let totals = try [100, 200, 300, 400, 500, 600, 700, 800, 900].map {
      try ink("Hamburgefonstiv", style(weight: $0)).total()
    }
    for (lighter, heavier) in zip(totals, totals.dropFirst()) {
      #expect(heavier >= lighter * 0.999)
    }
    #expect(totals[6] > 1.2 * totals[3])
  }

  @Test(
    "fontWeight 100…900 draws from the face fc-match names for thin…black (Noto Sans Thin … Black with fonts-noto-extra), none emboldened"
  )
  func weightFaces() throws {
    let face = try FontFace.sansSerif()
    let names = [
      "thin", "extralight", "light", "regular", "medium", "demibold", "bold", "extrabold", "black",
    ]
    for (index, name) in names.enumerated() {
      let expected = TextRendering.output(
        "/usr/bin/fc-match", ["-f", "%{file}", "sans-serif:\(name)"])
      let first = face.fallbackList(for: style(weight: 100 * (index + 1))).choices.first
      #expect(first?.path == expected, "weight \(100 * (index + 1))")
      #expect(first?.embolden == false)
    }
  }

  @Test("the rounded family's light, regular, medium and bold faces put more ink each")
  func roundedWeights() throws {
    let totals = try [300, 400, 500, 700].map {
      try ink("Hamburgefonstiv", style(weight: $0, design: .rounded)).total()
    }
    for (lighter, heavier) in zip(totals, totals.dropFirst()) { #expect(heavier > lighter) }
  }

  @Test("italic strokes slant: the ink of the top rows of IIII lies ≥ 2 px right of the bottom's")
  func italicSlants() throws {
    func shift(_ style: FontStyle) throws -> Double {
      let ink = try ink("IIII", style, fontSize: 48)
      let box = try #require(ink.box())
      let third = (box.maxY - box.minY) / 3
      return ink.centroidX(rows: box.minY..<(box.minY + third))
        - ink.centroidX(rows: (box.maxY - third + 1)..<(box.maxY + 1))
    }
    let upright = try shift(style())
    let italic = try shift(style(italic: true))
    try TextRendering.save(
      try TextRendering.render("Italic IIII", fontSize: 48, style: style(italic: true)), "italic")
    #expect(abs(upright) < 0.5)
    #expect(italic > 2)
  }

  @Test(
    "designs use fontconfig's serif face, DejaVu Sans Mono for monospaced and Quicksand for rounded"
  )
  func designFaces() throws {
    let face = try FontFace.sansSerif()
    for (design, name) in [(FontStyle.Design.serif, "serif"), (.monospaced, "DejaVu Sans Mono")] {
      let expected = TextRendering.output("/usr/bin/fc-match", ["-f", "%{file}", name])
      #expect(face.fallbackList(for: style(design: design)).choices.first?.path == expected)
    }
    let rounded = face.fallbackList(for: style(design: .rounded)).choices.first?.path ?? ""
    #expect(rounded.contains("Quicksand"))
  }

  @Test("monospaced: iiiii measures and draws as wide as MMMMM")
  func monospaced() throws {
    let measurer = FontTextMeasurer(face: try FontFace.sansSerif())
    let mono = style(design: .monospaced)
    let narrow = measurer.size(of: "iiiii", fontSize: 32, style: mono).width
    #expect(narrow == measurer.size(of: "MMMMM", fontSize: 32, style: mono).width)
    #expect(narrow < measurer.size(of: "MMMMM", fontSize: 32, style: FontStyle()).width)
  }

  @Test("monospaced digits: 1111 and 0000 measure alike in the rounded family")
  func monospacedDigits() throws {
    let measurer = FontTextMeasurer(face: try FontFace.sansSerif())
    let tabular = style(design: .rounded) { $0.hasMonospacedDigits = true }
    #expect(
      measurer.size(of: "1111", fontSize: 32, style: tabular).width
        == measurer.size(of: "0000", fontSize: 32, style: tabular).width)
  }

  // hb-shape --features=tnum --font-size=1000 on "0123456789": every digit advances 572 units of
  // 1,000 in Noto Sans, 559 in Noto Serif and 1,233 of 2,048 in DejaVu Sans Mono (60.2 pt at
  // 100 pt), the same as without tnum: their default figures are their tabular figures.
  @Test(
    "monospaced digits in Noto Sans, Noto Serif, DejaVu Sans Mono: 1111111111 and 0000000000 are 10 × HarfBuzz's tnum advance (57.2, 55.9, 60.2 pt at 100 pt) ± 5"
  )
  func tabularFigures() throws {
    let measurer = FontTextMeasurer(face: try FontFace.sansSerif())
    let fonts: [(FontStyle.Design, Double)] = [
      (.default, 57.2), (.serif, 55.9), (.monospaced, 60.2),
    ]
    for (design, advance) in fonts {
      let tabular = style(design: design) { $0.hasMonospacedDigits = true }
      for digits in ["1111111111", "0000000000"] {
        let width = measurer.size(of: digits, fontSize: 100, style: tabular).width
        #expect(abs(width - 10 * advance) <= 5, "\(design) \(digits): \(width)")
      }
    }
  }

  @Test("underline puts a line of ink below the baseline of \"ace\"; plain text has none there")
  func underline() throws {
    let plain = try ink("ace", style())
    let box = try #require(plain.box())
    let below = (box.maxY + 2)..<plain.height
    let underlined = try ink("ace", style { $0.isUnderlined = true })
    #expect(plain.total(y: below) < 1)
    #expect(underlined.total(y: below) > 0.5 * Double(box.maxX - box.minX))
  }

  @Test("strikethrough draws across the gap of \"a    b\"; plain text leaves it dark")
  func strikethrough() throws {
    let plain = try ink("a    b", style())
    let columns = plain.inkColumns()
    let gap = (columns.firstIndex { $0 == 0 } ?? 0)
    let start = (plain.box()?.minX ?? 0) + gap + 4
    let struck = try ink("a    b", style { $0.isStruckThrough = true })
    #expect(plain.total(x: start..<(start + 8)) < 0.5)
    #expect(struck.total(x: start..<(start + 8)) > 4)
  }
}
