import Foundation
import TempoRender
import TempoSDL
import TempoTestSupport
import Testing

/// The gallery's real window under X (run under `.ci/with-xvfb`): a click in the list shows
/// that example; `--example NAME` opens that example alone.
///
/// The tests run one at a time, their windows in the bottom-right part of the 1024 × 768 test
/// screen where no other suite's window goes (a screenshot of a window shows whatever covers it).
@Suite(
  .enabled(if: GalleryProcess.hasDisplay && GalleryProcess.path != nil), .serialized,
  .timeLimit(.minutes(1)))
@MainActor
struct GalleryWindowTests {
  /// Window pixels: the list is 160 px wide with rows of 28 px from y = 8; the example's
  /// 300 × 200 area is at (160, 20).
  static let exampleArea = (x: 160..<460, y: 20..<220)

  /// How many pixels of `image` in `area` look like the spinner's orange dots (#FF9F0A at any
  /// of their opacities over black: red well above green, green above blue).
  func orangePixels(_ image: RGBAImage, in area: (x: Range<Int>, y: Range<Int>)) -> Int {
    var count = 0
    for y in area.y {
      for x in area.x {
        guard let pixel = image.pixel(x: x, y: y) else { continue }
        let (r, g, b) = (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
        if r > 60 && r > g + 20 && g > b + 10 { count += 1 }
      }
    }
    return count
  }

  /// The window of a gallery started with `arguments`, moved to (540, 500) on the screen, and a function that screenshots it every 100 ms until a condition holds (at most 10 s;
  /// nil if it never does).
  func open(_ arguments: [String]) throws -> (
    process: ChildProcess, window: String,
    screenshot: (String, (RGBAImage) -> Bool) throws -> RGBAImage?
  ) {
    let gallery = try ChildProcess(GalleryProcess.path!, arguments)
    var window: String?
    for _ in 0..<100 where window == nil {
      let found = try ChildProcess.runBlocking(
        "xdotool", ["search", "--onlyvisible", "--pid", "\(gallery.pid)"])
      window = found.standardOutput.split(separator: "\n").first.map(String.init)
      if window == nil { Thread.sleep(forTimeInterval: 0.1) }
    }
    guard let id = window else {
      gallery.terminate()
      throw GalleryWindowError(description: "the gallery opened no window")
    }
    try ChildProcess.runBlocking("xdotool", ["windowmove", "--sync", id, "540", "500"])
    let screenshot = { (name: String, condition: (RGBAImage) -> Bool) throws -> RGBAImage? in
      let path = FileManager.default.temporaryDirectory.path + "/gallery-\(name)-\(id).png"
      defer { try? FileManager.default.removeItem(atPath: path) }
      for _ in 0..<100 {
        if try ChildProcess.runBlocking("import", ["-window", id, "png32:\(path)"]).status == 0,
          let image = try? RGBAImage(pngFile: path), condition(image)
        {
          return image
        }
        Thread.sleep(forTimeInterval: 0.1)
      }
      return nil
    }
    return (gallery, id, screenshot)
  }

  @Test func clickingSpinnerInTheListShowsTheSpinnerInPlaceOfTheBouncyButton() throws {
    let gallery = try open([])
    defer { gallery.process.terminate() }
    let before = try #require(
      try gallery.screenshot("before") { image in
        // The first example's blue capsule is drawn.
        image.pixel(x: 310, y: 120).map { $0.blue > 200 && $0.red < 40 } ?? false
      }, "the gallery showed no first example")
    #expect(orangePixels(before, in: Self.exampleArea) == 0)
    // "Spinner" is the list's second row: y = 8 + 28 + 13.
    try ChildProcess.runBlocking(
      "xdotool", ["mousemove", "--window", gallery.window, "60", "49", "click", "1"])
    // The selection highlight (blue at 0.35 over the list's gray, ~107 blue) moves from the
    // first row to the second once the row's press has faded (the button style's 0.2 s).
    func highlighted(_ image: RGBAImage, y: Int) -> Bool {
      image.pixel(x: 150, y: y).map { $0.blue > 90 } ?? false
    }
    let after = try #require(
      try gallery.screenshot("after") {
        orangePixels($0, in: Self.exampleArea) > 200 && highlighted($0, y: 49)
      }, "no spinner and highlighted second row after the click")
    #expect(!highlighted(after, y: 21))
    // The bouncy button's capsule is gone from the example's centre.
    #expect(after.pixel(x: 310, y: 120).map { $0.blue < 100 } == true)
  }

  /// The spinner alone: eight 12-point dots on the circle of radius 32 around the window's
  /// centre (150, 100), whatever its turn; so every lit pixel is 26 − 1 to 38 + 1 points from
  /// the centre (a pixel's centre is at most √2/2 from an anti-aliased edge), and the dots
  /// cover 8 × π × 6² ≈ 905 pixels, ± half their 8 × 2π × 6 ≈ 302 edge pixels.
  @Test func exampleSpinnerOpensAThreeHundredByTwoHundredWindowOfItsEightDotsOnTheirCircle() throws
  {
    let gallery = try open(["--example", "spinner"])
    defer { gallery.process.terminate() }
    let image = try #require(
      try gallery.screenshot("spinner") { orangePixels($0, in: (0..<300, 0..<200)) > 200 },
      "no spinner in the window")
    #expect(image.width == 300 && image.height == 200)
    var lit = 0
    var stray: [String] = []
    for y in 0..<200 {
      for x in 0..<300 {
        guard let pixel = image.pixel(x: x, y: y), max(pixel.red, pixel.green, pixel.blue) > 8
        else { continue }
        lit += 1
        let distance =
          ((Double(x) + 0.5 - 150) * (Double(x) + 0.5 - 150)
          + (Double(y) + 0.5 - 100) * (Double(y) + 0.5 - 100)).squareRoot()
        if distance < 25 || distance > 39 { stray.append("(\(x), \(y))") }
      }
    }
    #expect(stray.isEmpty, "lit pixels off the dots' ring: \(stray.prefix(10))")
    let area = 8 * Double.pi * 36
    let edge = 8 * 2 * Double.pi * 6
    #expect(abs(Double(lit) - area) <= edge / 2, "\(lit) lit pixels, the dots cover \(area)")
  }
}

/// The gallery's window did not appear.
struct GalleryWindowError: Error, CustomStringConvertible {
  let description: String
}
