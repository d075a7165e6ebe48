import Foundation
import TempoRender
import TempoTestSupport
import Testing

/// A TempoUI app run by `App.main()` (the `ui-fixture` app, as a child process): main-queue work
/// that its view's `.task` starts runs in a recording on the virtual clock as in a window.
///
/// The view is a 20 × 20 red square 80 points right of the centre of a 480 × 320 window that
/// turns once a second, linearly, for ever, from an `asyncAfter(deadline: .now() + 0.01)` its
/// `.task` schedules.
@MainActor
@Suite(.enabled(if: FixtureApp.path != nil), .serialized)
struct AppMainTests {
  /// The spinner's angle at time `t` (degrees in 0..<360, clockwise on screen): linear, one
  /// turn a second, from `start`.
  static func linearAngle(at t: Double, start: Double) -> Double {
    let turns = max(t - start, 0)
    return (turns - turns.rounded(.down)) * 360
  }

  /// How far apart two angles are, in degrees (0...180).
  static func difference(_ a: Double, _ b: Double) -> Double {
    let d = abs(a - b).truncatingRemainder(dividingBy: 360)
    return min(d, 360 - d)
  }

  /// The clockwise angle (degrees, 0..<360) of the red square's centre about the image's centre,
  /// from the centroid of its red pixels; nil when fewer than 300 pixels are red.
  nonisolated static func squareAngle(in image: RGBAImage) -> Double? {
    var (sumX, sumY, count) = (0.0, 0.0, 0.0)
    for y in 0..<image.height {
      for x in 0..<image.width {
        guard let pixel = image.pixel(x: x, y: y), pixel.red > 128, pixel.green < 100 else {
          continue
        }
        (sumX, sumY, count) = (sumX + Double(x) + 0.5, sumY + Double(y) + 0.5, count + 1)
      }
    }
    guard count >= 300 else { return nil }
    let (dx, dy) = (sumX / count - Double(image.width) / 2, sumY / count - Double(image.height) / 2)
    let degrees = atan2(dy, dx) * 180 / .pi
    return degrees < 0 ? degrees + 360 : degrees
  }

  @Test(
    "--record: the task's asyncAfter runs on the virtual clock, and in the first turn frame k shows the square at 360° × (k − 1) / 60 (linear from frame 1)",
    .timeLimit(.minutes(1)))
  func recordingRunsTheTasksWork() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ui-fixture-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try FixtureApp.run(
      FixtureApp.path!, ["--record", folder.path, "--duration", "1.1", "--size", "480x320"])
    #expect(run.status == 0, "\(run.output)")
    // The quarter and three-quarter turns (where linear differs from the ease curves by 40° and
    // more), the half turn, and the full turn. The task runs before frame 1 and schedules the
    // work for 0.01 s, which frame 1 (t = 1/60 s) runs, so the turn begins there.
    for index in [0, 1, 8, 16, 31, 46, 61] {
      let image = try RGBAImage(
        pngFile: folder.appendingPathComponent(String(format: "frame-%05d.png", index + 1)).path)
      let angle = try #require(Self.squareAngle(in: image), "frame \(index) shows the square")
      let expected = Self.linearAngle(at: Double(index) / 60, start: 1.0 / 60)
      #expect(Self.difference(angle, expected) <= 1.5, "frame \(index): \(angle)° vs \(expected)°")
    }
  }

  @Test(
    "a window (X under .ci/with-xvfb): the task's work runs and the square turns at one turn a second",
    .timeLimit(.minutes(1)), .enabled(if: ChildPrograms.hasDisplay))
  func windowRunsTheTasksWork() throws {
    let (app, _) = try FixtureApp.start(FixtureApp.path!, ["--size", "480x320"])
    defer {
      app.terminate()
      app.waitUntilExit()
    }
    var window: String?
    for _ in 0..<100 where window == nil {
      let found = try FixtureApp.run(
        "xdotool", ["search", "--onlyvisible", "--pid", "\(app.processIdentifier)"])
      window = found.output.split(separator: "\n").first.map(String.init)
      if window == nil { Thread.sleep(forTimeInterval: 0.1) }
    }
    let id = try #require(window, "the app opened a window")
    let path = FileManager.default.temporaryDirectory.path + "/ui-fixture-\(id).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    // Screenshots with the time each was taken (the middle of the capture).
    var samples: [(time: Double, angle: Double)] = []
    let start = ContinuousClock.now
    func seconds() -> Double {
      let elapsed = ContinuousClock.now - start
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
    for _ in 0..<60 where samples.count < 8 {
      let before = seconds()
      guard try FixtureApp.run("import", ["-window", id, "png32:\(path)"]).status == 0,
        let image = try? RGBAImage(pngFile: path), let angle = Self.squareAngle(in: image)
      else { continue }
      samples.append(((before + seconds()) / 2, angle))
      Thread.sleep(forTimeInterval: 0.1)
    }
    try #require(samples.count == 8, "the square is on screen")
    // Consecutive screenshots are well under a turn apart, so each step's clockwise angle is
    // its turn; together they give the speed (the screenshots' timing is known to ~20 ms).
    let turned = zip(samples, samples.dropFirst()).map { pair in
      (pair.1.angle - pair.0.angle + 360).truncatingRemainder(dividingBy: 360)
    }
    let speed = turned.reduce(0, +) / (samples.last!.time - samples.first!.time)
    #expect(turned.allSatisfy { $0 > 10 }, "it turns between every two screenshots: \(turned)")
    #expect(abs(speed - 360) <= 60, "\(speed)° per second")
  }
}
