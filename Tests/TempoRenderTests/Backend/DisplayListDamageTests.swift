import Foundation
import Tempo
import TempoScene
import Testing

@testable import TempoRender

/// Golden boxes from the geometry: a path's box in device pixels, rounded out (floor of the
/// minimum, ceiling of the maximum) and grown by the 1 px anti-aliasing margin.
@Suite("DisplayListDamage")
@MainActor
struct DisplayListDamageTests {
  typealias Box = DisplayListDamage.PixelBox
  static let size = CGSize(width: 200, height: 100)

  /// No text in these lists: any text box is a failure.
  static let noText: DisplayListDamage.TextBounds = { _, _, _, _, _, _, _ in
    Issue.record("text bounds asked for")
    return nil
  }

  static func fill(
    _ rect: CGRect, _ color: Color = .white, opacity: Double = 1,
    transform: AffineTransform2D = .identity
  ) -> DrawCommand {
    .fill(Path(rect: rect), color: color, transform: transform, opacity: opacity)
  }

  /// The damage of `new` over `old` at `scale` on the size's pixels.
  static func damage(
    _ old: [DrawCommand], _ new: [DrawCommand], scale: Double = 1,
    background: (Color, Color) = (.black, .black), text: DisplayListDamage.TextBounds = noText
  ) -> DisplayListDamage.Damage {
    let (width, height) = (Int(size.width * scale), Int(size.height * scale))
    let first = DisplayListDamage.frame(
      DisplayList(size: size, background: background.0, commands: old), scale: scale,
      pixelWidth: width, pixelHeight: height, over: nil, text: text)
    #expect(first.damage == .full)
    return DisplayListDamage.frame(
      DisplayList(size: size, background: background.1, commands: new), scale: scale,
      pixelWidth: width, pixelHeight: height, over: first.frame, text: text
    ).damage
  }

  @Test("a recoloured rect (10.25, 20.5, 30 × 10) damages x 9..<42, y 19..<32: floor−1, ceil+1")
  func recolouredRectangle() {
    let rect = CGRect(x: 10.25, y: 20.5, width: 30, height: 10)
    #expect(
      Self.damage([Self.fill(rect, .white)], [Self.fill(rect, .red)])
        == .boxes([Box(minX: 9, minY: 19, maxX: 42, maxY: 32)]))
  }

  @Test(
    "at 2× the same rect's new opacity damages (20.5, 41)–(80.5, 61) rounded out: 19..<82, 40..<62")
  func hiDPIScalesTheBox() {
    let rect = CGRect(x: 10.25, y: 20.5, width: 30, height: 10)
    #expect(
      Self.damage([Self.fill(rect, opacity: 1)], [Self.fill(rect, opacity: 0.5)], scale: 2)
        == .boxes([Box(minX: 19, minY: 40, maxX: 82, maxY: 62)]))
  }

  @Test(
    "a gradient's new stops damage its box as a fill's; a stroked gradient's box grows by half its width"
  )
  func gradientBoxes() {
    let rect = CGRect(x: 10.25, y: 20.5, width: 30, height: 10)
    func gradient(_ end: Color, style: StrokeStyle? = nil) -> DrawCommand {
      .gradient(
        Path(rect: rect),
        paint: GradientPaint(
          kind: .linear(start: .top, end: .bottom),
          stops: [.init(color: .white, location: 0), .init(color: end, location: 1)], bounds: rect),
        style: style, transform: .identity, opacity: 1)
    }
    #expect(
      Self.damage([gradient(.red)], [gradient(.blue)])
        == .boxes([Box(minX: 9, minY: 19, maxX: 42, maxY: 32)]))
    // A round-joined 4-wide stroke reaches 2 beyond: 8.25…42.25, 18.5…32.5, rounded out ± 1.
    let round = StrokeStyle(lineWidth: 4, lineJoin: .round)
    #expect(
      Self.damage([gradient(.red, style: round)], [gradient(.blue, style: round)])
        == .boxes([Box(minX: 7, minY: 17, maxX: 44, maxY: 34)]))
  }

  @Test("a moved rect damages its old and its new place, as two boxes")
  func movedRectangleDamagesBothPlaces() {
    let damage = Self.damage(
      [Self.fill(CGRect(x: 10, y: 10, width: 10, height: 10))],
      [Self.fill(CGRect(x: 100, y: 50, width: 10, height: 10))])
    #expect(
      damage
        == .boxes([
          Box(minX: 9, minY: 9, maxX: 21, maxY: 21), Box(minX: 99, minY: 49, maxX: 111, maxY: 61),
        ]))
  }

  @Test("a stroke grows by half its width × the miter limit (miter), ½ (round), ½√2 (square cap)")
  func strokeReach() {
    let path = Path(rect: CGRect(x: 50, y: 40, width: 20, height: 20))
    func stroke(_ style: StrokeStyle, _ color: Color) -> DrawCommand {
      .stroke(path, color: color, style: style, transform: .identity, opacity: 1)
    }
    // Miter, limit 10, width 4: 2 × 10 = 20 points → (30, 20)–(90, 80).
    let miter = StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 10)
    #expect(
      Self.damage([stroke(miter, .white)], [stroke(miter, .red)])
        == .boxes([Box(minX: 29, minY: 19, maxX: 91, maxY: 81)]))
    // Round joins, butt caps: 2 points → (48, 38)–(72, 62).
    let round = StrokeStyle(lineWidth: 4, lineJoin: .round)
    #expect(
      Self.damage([stroke(round, .white)], [stroke(round, .red)])
        == .boxes([Box(minX: 47, minY: 37, maxX: 73, maxY: 63)]))
    // Square caps, bevel joins: 2√2 ≈ 2.83 → (47.17, 37.17)–(72.83, 62.83).
    let square = StrokeStyle(lineWidth: 4, lineCap: .square, lineJoin: .bevel)
    #expect(
      Self.damage([stroke(square, .white)], [stroke(square, .red)])
        == .boxes([Box(minX: 46, minY: 36, maxX: 74, maxY: 64)]))
  }

  @Test("a rect turned 90° and moved to (50, 50) damages its turned box x 30…50, y 50…60")
  func transformedBox() {
    let turned = AffineTransform2D.rotation(.degrees(90)).concatenating(
      .translation(x: 50, y: 50))
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    #expect(
      Self.damage(
        [Self.fill(rect, .white, transform: turned)], [Self.fill(rect, .red, transform: turned)])
        == .boxes([Box(minX: 29, minY: 49, maxX: 51, maxY: 61)]))
  }

  @Test("a changed rect inside a clip (0, 0, 20.5, 20) damages only the clip's pixels 0..<21")
  func clipLimitsDamage() {
    func list(_ color: Color) -> [DrawCommand] {
      [
        .pushClip(CGRect(x: 0, y: 0, width: 20.5, height: 20)),
        Self.fill(CGRect(x: 10, y: 10, width: 30, height: 30), color), .popClip,
      ]
    }
    #expect(
      Self.damage(list(.white), list(.red))
        == .boxes([Box(minX: 9, minY: 9, maxX: 21, maxY: 20)]))
  }

  @Test("a new clip rect damages the items under it, old clip and new")
  func changedClipDamagesItsItems() {
    let fill = Self.fill(CGRect(x: 10, y: 10, width: 30, height: 30))
    #expect(
      Self.damage(
        [.pushClip(CGRect(x: 0, y: 0, width: 20, height: 20)), fill, .popClip],
        [.pushClip(CGRect(x: 0, y: 0, width: 25, height: 20)), fill, .popClip])
        == .boxes([Box(minX: 9, minY: 9, maxX: 25, maxY: 20)]))
  }

  @Test("an item inserted mid-list damages only its box; the items after it keep theirs")
  func insertionDamagesOnlyTheNewItem() {
    let a = Self.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = Self.fill(CGRect(x: 150, y: 80, width: 10, height: 10))
    let new = Self.fill(CGRect(x: 60, y: 40, width: 10, height: 10), .red)
    #expect(
      Self.damage([a, b, a, b], [a, b, new, a, b])
        == .boxes([Box(minX: 59, minY: 39, maxX: 71, maxY: 51)]))
  }

  @Test("the same list again, or a change between invisible (opacity 0) items, is no damage")
  func noDamage() {
    let rect = CGRect(x: 10, y: 10, width: 10, height: 10)
    #expect(Self.damage([Self.fill(rect)], [Self.fill(rect)]) == .none)
    #expect(
      Self.damage([Self.fill(rect, .white, opacity: 0)], [Self.fill(rect, .red, opacity: 0)])
        == .none)
  }

  @Test("a new background, a new scale, or 513 items inserted is the whole frame")
  func wholeFrame() {
    let rect = Self.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
    #expect(Self.damage([rect], [rect], background: (.black, .white)) == .full)
    let first = DisplayListDamage.frame(
      DisplayList(size: Self.size, commands: [rect]), scale: 1, pixelWidth: 200,
      pixelHeight: 100, over: nil, text: Self.noText)
    let rescaled = DisplayListDamage.frame(
      DisplayList(size: Self.size, commands: [rect]), scale: 2, pixelWidth: 400,
      pixelHeight: 200, over: first.frame, text: Self.noText)
    #expect(rescaled.damage == .full)
    let other = Self.fill(CGRect(x: 50, y: 10, width: 1, height: 1))
    #expect(Self.damage([rect], [rect] + Array(repeating: other, count: 513)) == .full)
    #expect(
      Self.damage([rect], [rect] + Array(repeating: other, count: 511))
        == .boxes([Box(minX: 49, minY: 9, maxX: 52, maxY: 12)]))
  }

  @Test("damage over ¾ of the frame (a 180 × 90 rect: 182 × 92 px with the margins) is whole")
  func largeDamageIsWholeFrame() {
    let rect = CGRect(x: 10, y: 5, width: 180, height: 90)
    #expect(Self.damage([Self.fill(rect, .white)], [Self.fill(rect, .red)]) == .full)
  }

  @Test("overlapping damage merges into one box; five apart become their bounding box")
  func merging() {
    let a = CGRect(x: 10, y: 10, width: 20, height: 20)
    let b = CGRect(x: 25, y: 25, width: 20, height: 20)
    #expect(
      Self.damage([Self.fill(a), Self.fill(b)], [Self.fill(a, .red), Self.fill(b, .red)])
        == .boxes([Box(minX: 9, minY: 9, maxX: 46, maxY: 46)]))
    let five = (0..<5).map { CGRect(x: 10 + 40 * Double($0), y: 40, width: 5, height: 5) }
    #expect(
      Self.damage(five.map { Self.fill($0) }, five.map { Self.fill($0, .red) })
        == .boxes([Box(minX: 9, minY: 39, maxX: 176, maxY: 46)]))
  }

  @Test("text is damaged by the box the backend gives for it, with the 1 px margin")
  func textUsesTheBackendsBox() {
    func text(_ opacity: Double) -> DrawCommand {
      .text(
        "Hi", fontSize: 10, color: .white, origin: CGPoint(x: 5, y: 6), transform: .identity,
        opacity: opacity)
    }
    // A backend whose text is 3 px per point of font size wide, 1.2 × the size high.
    let damage = Self.damage(
      [text(1)], [text(0.5)], scale: 2,
      text: { _, fontSize, _, origin, transform, _, _ in
        let corner = transform.apply(to: origin)
        return CGRect(
          x: corner.x, y: corner.y, width: 3 * fontSize * transform.a,
          height: 1.2 * fontSize * transform.d)
      })
    // Corner (10, 12), 60 × 24 px.
    #expect(damage == .boxes([Box(minX: 9, minY: 11, maxX: 71, maxY: 37)]))
  }

  @Test("nested clips intersect; popClip restores the outer one")
  func itemsCarryTheirClips() {
    let fill = Self.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let items = DisplayListDamage.items(
      of: DisplayList(
        size: Self.size,
        commands: [
          .pushClip(CGRect(x: 0, y: 0, width: 50, height: 50)),
          .pushClip(CGRect(x: 25.5, y: 10, width: 100, height: 10)), fill, .popClip, fill,
          .popClip, fill,
        ]), scale: 2)
    #expect(
      items.map(\.clip) == [
        Box(minX: 51, minY: 20, maxX: 100, maxY: 40), Box(minX: 0, minY: 0, maxX: 100, maxY: 100),
        nil,
      ])
  }
}
