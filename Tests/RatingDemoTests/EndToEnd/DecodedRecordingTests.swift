import Foundation
import TempoSDL
import TempoTestSupport
import Testing

/// GIF, MP4 and WebM recordings decoded back (ffmpeg to raw RGBA frames) and compared, frame by
/// frame, with the PNG frames the same script records: the video must show the same frames,
/// changed only by its codec.
@Suite(
  "Recording: GIF, MP4 and WebM decoded back",
  .enabled(if: DemoBinary.path != nil, Comment(rawValue: DemoBinary.missing)),
  .enabled(
    if: ChildProcess.which("ffmpeg") != nil, "ffmpeg is not installed (Debian package 'ffmpeg')"),
  .timeLimit(.minutes(1)))
struct DecodedRecordingTests {
  /// How far a codec may move the pixels: the mean absolute difference over every channel of a
  /// frame, and the largest difference at the probe pixels (flat areas: the popup's background,
  /// the star centres, the window), both in 8-bit steps.
  ///
  /// GIF: a 256-colour palette built from the whole film (palettegen) with Sierra dithering,
  /// so a flat area may be dithered between its two nearest palette colours. MP4: H.264 at
  /// CRF 18 in 4:2:0 (chroma at half resolution smears colour across edges). WebM: VP9 at
  /// CRF 30 in realtime mode. The bounds sit a little above what these encoders were measured
  /// to do on this film (worst mean / probe: GIF 0.08 / 3, MP4 1.47 / 13, WebM 1.56 / 11; MP4's
  /// 13 is star 2 turning yellow under the fading popup, with the seed's SF-like star glyph,
  /// fuller than the demo's earlier hand-made one) and below what a wrong frame costs: one frame
  /// off in the second half of the fade-in moves the popup (a third of the picture) by 15–30
  /// steps, a mean difference of 5–10.
  static let tolerances: [(format: String, fps: Int, mean: Double, probe: Double)] = [
    ("gif", 50, 1, 4), ("mp4", 60, 2, 14), ("webm", 60, 2.5, 13),
  ]

  /// Decodes `path` to raw RGBA frames of `width` × `height` with ffmpeg (no frame dropped or
  /// repeated) and returns them.
  static func decode(_ path: String, width: Int, height: Int, in directory: TemporaryDirectory)
    async throws -> [[UInt8]]
  {
    let raw = directory.file("decoded.rgba")
    let outcome = try await ChildProcess.run(
      try #require(ChildProcess.which("ffmpeg")),
      [
        "-v", "error", "-y", "-i", path, "-fps_mode", "passthrough", "-f", "rawvideo",
        "-pix_fmt", "rgba", raw,
      ])
    #expect(outcome.exited(with: 0), "ffmpeg: \(outcome.standardError)")
    let bytes = [UInt8](try #require(FileManager.default.contents(atPath: raw)))
    let size = width * height * 4
    #expect(bytes.count % size == 0)
    return stride(from: 0, to: bytes.count - size + 1, by: size).map {
      Array(bytes[$0..<($0 + size)])
    }
  }

  @Test(
    "each decoded frame matches the PNG frame of the same script within the codec's tolerance",
    arguments: tolerances.map(\.format))
  func decodedMatchesPNG(format: String) async throws {
    let tolerance = try #require(Self.tolerances.first { $0.format == format })
    let script = "0.20 click star 2\n"
    let png = try await RecordedFrames.record(
      script: script, duration: 1.5, fps: tolerance.fps)
    let directory = try TemporaryDirectory("decoded")
    let scriptPath = try directory.write(script, to: "script.txt")
    let path = directory.file("demo.\(format)")
    // No --fps: the format's default (50 for a GIF, 60 otherwise), as a user records it.
    let outcome = try await DemoBinary.run([
      "--record", path, "--script", scriptPath, "--size", "240x120", "--duration", "1.5",
    ])
    #expect(outcome.exited(with: 0), "\(outcome.standardError)")
    let (width, height) = (240, 120)
    let decoded = try await Self.decode(path, width: width, height: height, in: directory)
    #expect(decoded.count == png.images.count, "1.5 s at \(tolerance.fps) fps")
    let pixels = RecordingTimelineTests.pixels
    // Star 3's centre is left out: under the fading popup it lies on the ink of "Submitted!"
    // (Noto Sans, the desktop's sans-serif, draws the "m" across it), no flat area for a codec.
    let probes =
      [pixels.popupBackground, (10, 10)] + [1, 2, 4, 5].map { pixels.starCenter($0) }
    var worstMean = 0.0
    var worstProbe = 0.0
    for (index, (frame, image)) in zip(decoded, png.images).enumerated() {
      let mean =
        zip(frame, image.bytes).enumerated().reduce(0.0) { sum, item in
          item.offset % 4 == 3 ? sum : sum + abs(Double(item.element.0) - Double(item.element.1))
        } / Double(width * height * 3)
      let differences =
        probes.map { point in
          (0..<3).map { channel in
            let offset = (point.1 * width + point.0) * 4 + channel
            return abs(Double(frame[offset]) - Double(image.bytes[offset]))
          }.max() ?? 0
        }
      let probe = differences.max() ?? 0
      worstMean = max(worstMean, mean)
      worstProbe = max(worstProbe, probe)
      #expect(mean <= tolerance.mean, "\(format) frame \(index): mean difference \(mean)")
      #expect(
        probe <= tolerance.probe,
        "\(format) frame \(index): probe differences \(differences) at \(probes)")
    }
    print("\(format): worst mean difference \(worstMean), worst probe difference \(worstProbe)")
    // The comparison can fail: the film is not still (the popup fades in over these frames).
    #expect(Set(png.images.map(\.bytes)).count > 10)
  }
}
