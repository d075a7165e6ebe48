import Foundation
import TempoRender
import TempoSDL
import TempoTestSupport
import Testing

/// `tempo-gallery --example NAME --record DIR` through the shared runner: PNG frames of one
/// example playing its own script.
@Suite(.enabled(if: GalleryProcess.path != nil), .timeLimit(.minutes(1)))
@MainActor
struct GalleryRecordingTests {
  @Test func recordingFlipCardWritesItsTwentyFourFramesAndTheCardChangesBetweenThem() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("gallery-record-\(ProcessInfo.processInfo.processIdentifier)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outcome = try ChildProcess.runBlocking(
      GalleryProcess.path!, ["--example", "flip-card", "--record", directory, "--fps", "10"],
      timeout: 300)
    #expect(outcome.status == 0)
    // The example's 2.4 s at 10 fps.
    let frames = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(frames.count == 24)
    let images = try frames.map { try RGBAImage(pngFile: "\(directory)/\($0)") }
    #expect(images.first?.width == 300 && images.first?.height == 200)
    // The first click is at 0.3 s: frames 0–2 are the same blue card, then the card changes.
    #expect(images[0] == images[2])
    #expect(images[2] != images[5])
    // At rest after the second flip (1.2 s + 0.5 s): the last frames are alike.
    #expect(images[20] == images[23])
  }
}
