import Foundation
import TempoRender
import TempoSDL

/// PNG frames recorded by the built demo (`--record DIR`), read back as RGBA images.
struct RecordedFrames {
  /// The frames in order: frame k (0-based) is the scene at k / fps seconds.
  let images: [RGBAImage]
  /// The recording's frame rate.
  let framesPerSecond: Int

  /// Records `script` with the demo at `size` points for `duration` seconds and reads the frames.
  ///
  /// Throws if the demo fails, times out, or writes a frame that cannot be read.
  static func record(
    script: String, size: String = "240x120", duration: Double = 2.5, fps: Int = 60
  ) async throws -> RecordedFrames {
    let directory = try TemporaryDirectory("frames")
    let scriptPath = try directory.write(script, to: "script.txt")
    let frames = directory.file("frames")
    let outcome = try await DemoBinary.run([
      "--record", frames, "--script", scriptPath, "--size", size,
      "--duration", "\(duration)", "--fps", "\(fps)",
    ])
    guard outcome.exited(with: 0) else {
      throw RecordingFailure(description: "rating-demo --record failed: \(outcome.standardError)")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: frames)
      .filter { $0.hasSuffix(".png") }.sorted()
    let paths = names.map { (frames as NSString).appendingPathComponent($0) }
    let images = try await MainActor.run { try paths.map { try RGBAImage(pngFile: $0) } }
    return RecordedFrames(images: images, framesPerSecond: fps)
  }

  /// The time of frame `index`, in seconds.
  func time(ofFrame index: Int) -> Double { Double(index) / Double(framesPerSecond) }
}

/// The demo could not make a recording a test needs.
struct RecordingFailure: Error, CustomStringConvertible {
  let description: String
}
