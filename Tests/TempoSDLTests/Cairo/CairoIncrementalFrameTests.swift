import Foundation
import Tempo
import TempoRender
import TempoScene
import Testing

@testable import TempoCairo
@testable import TempoSDL

/// Damage redraw against whole redraws: every frame of a sequence drawn over the last one,
/// redrawing only what changed, must hold the same bytes as the same list drawn whole.
@Suite("Cairo incremental frame", .serialized)
@MainActor
struct CairoIncrementalFrameTests {
  static let size = CGSize(width: 160, height: 100)

  /// A scene like the rating demo's: a row of stars, a stroked outline, clipped and rotated
  /// shapes, text, and a popup (rounded card and text) fading in at `popup` opacity (`nil`:
  /// absent); star `lit` and those before it are yellow; the badge moves right by `shift`.
  static func scene(popup: Double?, lit: Int, shift: Double = 0) -> DisplayList {
    var commands: [DrawCommand] = []
    for star in 1...5 {
      commands.append(
        .fill(
          TestShapes.star(center: CGPoint(x: 14.3 + 26 * Double(star), y: 30.6), radius: 11),
          color: star <= lit ? .yellow : .gray, transform: .identity, opacity: 1))
    }
    commands += [
      .stroke(
        TestShapes.roundedRectangle(CGRect(x: 6.5, y: 60.25, width: 40, height: 20), radius: 4),
        color: .white, style: StrokeStyle(lineWidth: 3, lineJoin: .miter), transform: .identity,
        opacity: 0.8),
      .pushClip(CGRect(x: 50, y: 55, width: 30.5, height: 30)),
      .fill(
        TestShapes.ellipse(CGRect(x: 40 + shift, y: 50, width: 30, height: 40)), color: .red,
        transform: .identity, opacity: 1),
      .popClip,
      .fill(
        TestShapes.rectangle(CGRect(x: 0, y: 0, width: 12, height: 6)),
        color: Color(hex: 0x33CC66),
        transform: AffineTransform2D.rotation(.degrees(30)).concatenating(
          .translation(x: 100 + shift, y: 62)), opacity: 1),
      .text(
        "Rate", fontSize: 13, color: .white, origin: CGPoint(x: 110.3, y: 75.2),
        transform: .identity, opacity: 1),
    ]
    if let popup {
      commands += [
        .fill(
          TestShapes.roundedRectangle(CGRect(x: 30, y: 35, width: 100, height: 25), radius: 5),
          color: Color(red: 0.9, green: 0.9, blue: 0.9, opacity: 0.9), transform: .identity,
          opacity: popup),
        .text(
          "Submitted!", fontSize: 12, color: .black, origin: CGPoint(x: 48, y: 40),
          transform: .identity, opacity: popup),
      ]
    }
    return DisplayList(size: size, background: Color(hex: 0x1C1C1E), commands: commands)
  }

  /// The demo's click: star 4 lit, the popup fading in over 5 frames, the badge moving, the
  /// popup fading out, gone, then star 1 lit.
  static let sequence: [DisplayList] =
    [scene(popup: nil, lit: 0), scene(popup: nil, lit: 4)]
    + [0.2, 0.4, 0.6, 0.8, 1].map { scene(popup: $0, lit: 4) }
    + [scene(popup: 1, lit: 4, shift: 3.3), scene(popup: 1, lit: 4, shift: 7)]
    + [0.7, 0.3, 0].map { scene(popup: $0, lit: 4, shift: 7) }
    + [scene(popup: nil, lit: 4, shift: 7), scene(popup: nil, lit: 1, shift: 7)]

  /// Draws the sequence both ways at `scale`; returns the damage of each incremental frame
  /// and how many items its base image held.
  func compareSequence(scale: Double) throws -> (
    damages: [DisplayListDamage.Damage], baseCounts: [Int]
  ) {
    let whole = try CairoRenderer(size: Self.size, scale: scale)
    let frame = CairoIncrementalFrame(painter: CairoPainter(face: whole.face))
    var damages: [DisplayListDamage.Damage] = []
    var baseCounts: [Int] = []
    for (index, list) in Self.sequence.enumerated() {
      damages.append(
        try frame.draw(
          list, scale: scale, width: whole.pixelWidth, height: whole.pixelHeight))
      baseCounts.append(frame.baseCount)
      let expected = try whole.render(list)
      let got = try #require(frame.target).rgbaBytes()
      let differing = zip(got, expected.bytes).filter { $0 != $1 }.count
      #expect(
        got.count == expected.bytes.count && differing == 0,
        "frame \(index) at \(scale)×: \(differing) bytes differ")
    }
    return (damages, baseCounts)
  }

  @Test("each frame redrawn over the last at 1× has the bytes of the list drawn whole; none whole")
  func damageRedrawMatchesWholeRedraw() throws {
    let (damages, baseCounts) = try compareSequence(scale: 1)
    #expect(damages.first == .full)
    // Items the same over the last two lists are the base: the 9 under the popup from its
    // second frame on, the 6 before the moving ellipse, grown back to 9 two frames after it
    // stops, the first star when 2–4 go grey.
    #expect(baseCounts == [0, 0, 0, 9, 9, 9, 9, 6, 6, 6, 9, 9, 9, 1])
    // All but the first frame are partial redraws (or none: the popup at opacity 0 removed),
    // so the comparison covers that path.
    #expect(!damages.dropFirst().contains(.full))
    #expect(damages.filter { $0 == .none }.count == 1)
  }

  @Test("each frame redrawn over the last at 2× (HiDPI) has the bytes of the list drawn whole")
  func damageRedrawMatchesWholeRedrawAtTwiceTheScale() throws {
    let (damages, baseCounts) = try compareSequence(scale: 2)
    #expect(baseCounts.contains(9) && baseCounts.contains(6))
    #expect(!damages.dropFirst().contains(.full))
  }

  @Test("a list drawn again is no damage; a new scale or size is drawn whole")
  func unchangedAndResized() throws {
    let whole = try CairoRenderer(size: Self.size)
    let frame = CairoIncrementalFrame(painter: CairoPainter(face: whole.face))
    let list = Self.scene(popup: 0.5, lit: 2)
    #expect(try frame.draw(list, scale: 1, width: 160, height: 100) == .full)
    #expect(try frame.draw(list, scale: 1, width: 160, height: 100) == .none)
    #expect(try frame.draw(list, scale: 1.5, width: 160, height: 100) == .full)
    #expect(try frame.draw(list, scale: 1.5, width: 240, height: 150) == .full)
    frame.invalidate()
    #expect(try frame.draw(list, scale: 1.5, width: 240, height: 150) == .full)
  }
}
