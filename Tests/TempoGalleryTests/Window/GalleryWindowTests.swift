import Foundation
import TempoRender
import TempoSDL
import Testing

/// The gallery's real window under X (run under `.ci/with-xvfb`): a click in the list shows
/// that example.
@Suite(.enabled(if: GalleryProcess.hasDisplay && GalleryProcess.path != nil))
@MainActor
struct GalleryWindowTests {
  /// Window pixels: the list is 160 px wide with rows of 28 px from y = 8; the example's
  /// 300 × 200 area is at (160, 20).
  static let exampleArea = (x: 160..<460, y: 20..<220)

  /// How many pixels of `image` in the example area look like the spinner's orange dots
  /// (#FF9F0A at any of their opacities over black: red well above green, green above blue).
  func orangePixels(_ image: RGBAImage) -> Int {
    var count = 0
    for y in Self.exampleArea.y {
      for x in Self.exampleArea.x {
        guard let pixel = image.pixel(x: x, y: y) else { continue }
        let (r, g, b) = (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
        if r > 60 && r > g + 20 && g > b + 10 { count += 1 }
      }
    }
    return count
  }

  /// Screenshots `window` into `path` every 100 ms until `condition` holds (at most 10 s).
  func screenshot(_ window: String, to path: String, until condition: (RGBAImage) -> Bool)
    throws -> RGBAImage?
  {
    for _ in 0..<100 {
      if try GalleryProcess.run("import", ["-window", window, "png32:\(path)"]).status == 0,
        let image = try? RGBAImage(pngFile: path), condition(image)
      {
        return image
      }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return nil
  }

  @Test func clickingSpinnerInTheListShowsTheSpinnerInPlaceOfTheBouncyButton() throws {
    let gallery = try GalleryProcess.start(GalleryProcess.path!, [])
    defer { gallery.terminate() }
    var window: String?
    for _ in 0..<100 where window == nil {
      let found = try GalleryProcess.run(
        "xdotool", ["search", "--onlyvisible", "--pid", "\(gallery.processIdentifier)"])
      window = found.output.split(separator: "\n").first.map(String.init)
      if window == nil { Thread.sleep(forTimeInterval: 0.1) }
    }
    let id = try #require(window, "the gallery opened no window")
    try GalleryProcess.run("xdotool", ["windowmove", "--sync", id, "0", "0"])
    let directory = FileManager.default.temporaryDirectory.path
    defer {
      for name in ["before", "after"] {
        try? FileManager.default.removeItem(atPath: "\(directory)/gallery-\(name)-\(id).png")
      }
    }
    let before = try #require(
      try screenshot(id, to: "\(directory)/gallery-before-\(id).png") { image in
        // The first example's blue capsule is drawn.
        image.pixel(x: 310, y: 120).map { $0.blue > 200 && $0.red < 40 } ?? false
      }, "the gallery showed no first example")
    #expect(orangePixels(before) == 0)
    // "Spinner" is the list's second row: y = 8 + 28 + 13.
    try GalleryProcess.run("xdotool", ["mousemove", "--window", id, "60", "49", "click", "1"])
    let after = try #require(
      try screenshot(id, to: "\(directory)/gallery-after-\(id).png") { orangePixels($0) > 200 },
      "no spinner after the click")
    // The bouncy button's capsule is gone from the example's centre.
    #expect(after.pixel(x: 310, y: 120).map { $0.blue < 100 } == true)
    // The selection highlight moved from the first row to the second (list's right margin).
    let firstRow = try #require(after.pixel(x: 150, y: 21))
    let secondRow = try #require(after.pixel(x: 150, y: 49))
    #expect(Int(secondRow.blue) > Int(firstRow.blue) + 40)
  }
}
