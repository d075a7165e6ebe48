import Foundation
import TempoRender
import TempoSDL
import TempoTestSupport
import Testing

/// The example app of the README (`Assets/Examples/HelloTempo`), built by `make test` as a
/// package of its own that depends on Tempo as a user's does, recorded through TempoRunner's
/// command line and checked by its pixels. `make test` sets `TEMPO_EXAMPLE_APP` to the built
/// executable.
@Suite(
  "The example app, built outside the package",
  .enabled(
    if: ProcessInfo.processInfo.environment["TEMPO_EXAMPLE_APP"] != nil,
    "TEMPO_EXAMPLE_APP names the built HelloTempo (make test builds it)"),
  .timeLimit(.minutes(1)))
@MainActor
struct HelloTempoTests {
  /// iOS's system blue and orange in the dark appearance (TempoUI's default), #0A84FF and
  /// #FF9F0A.
  static let blue: (UInt8, UInt8, UInt8) = (0x0A, 0x84, 0xFF)
  static let orange: (UInt8, UInt8, UInt8) = (0xFF, 0x9F, 0x0A)

  /// How many of `image`'s pixels are `color`, within 2 steps a channel.
  func count(_ color: (UInt8, UInt8, UInt8), in image: RGBAImage) -> Int {
    var count = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        guard let pixel = image.pixel(x: x, y: y) else { continue }
        if abs(Int(pixel.red) - Int(color.0)) <= 2 && abs(Int(pixel.green) - Int(color.1)) <= 2
          && abs(Int(pixel.blue) - Int(color.2)) <= 2
        {
          count += 1
        }
      }
    }
    return count
  }

  /// The number of whole pixels inside a circle of `radius` points, within a pixel of its edge:
  /// between π (r − 1)² and π (r + 1)² (a recording's scale is 1 pixel a point).
  func isCircle(_ pixels: Int, radius: Double) -> Bool {
    Double(pixels) >= .pi * (radius - 1) * (radius - 1)
      && Double(pixels) <= .pi * (radius + 1) * (radius + 1)
  }

  @Test(
    "recorded with a click on \"Tap me\", the blue 80-point circle becomes an orange one 1.5 times as wide"
  )
  func recordingShowsTheTap() throws {
    let app = try #require(ProcessInfo.processInfo.environment["TEMPO_EXAMPLE_APP"])
    try #require(FileManager.default.isExecutableFile(atPath: app), "\(app) is not built")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("hello-tempo-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let script = directory + "/tap.txt"
    try "0.2 click \"Tap me\"\n".write(toFile: script, atomically: true, encoding: .utf8)
    let outcome = try ChildProcess.runBlocking(
      app,
      ["--record", directory + "/frames", "--script", script, "--duration", "3", "--fps", "10"],
      timeout: 50)
    #expect(outcome.succeeded, "\(outcome.standardError)")
    let frames = try FileManager.default.contentsOfDirectory(atPath: directory + "/frames").sorted()
    #expect(frames.count == 30)
    let first = try RGBAImage(pngFile: directory + "/frames/" + frames[0])
    let last = try RGBAImage(pngFile: directory + "/frames/" + frames[frames.count - 1])
    // The button's label is blue too, in both frames: the circle is the difference.
    let circleBlue = count(Self.blue, in: first) - count(Self.blue, in: last)
    #expect(isCircle(circleBlue, radius: 40), "\(circleBlue) blue pixels for a 40-point radius")
    let orange = count(Self.orange, in: last)
    #expect(isCircle(orange, radius: 60), "\(orange) orange pixels for a 60-point radius")
    #expect(count(Self.orange, in: first) == 0)
  }
}
