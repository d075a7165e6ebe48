import Foundation
import TempoRunner
import TempoSDL
import TempoTestSupport
import Testing

@testable import TempoUI

/// A toast as SwiftUI samples write it: shown with easeIn 0.2 s on a tap, hidden 1 s later by
/// `DispatchQueue.main.asyncAfter` with easeOut 0.1 s.
struct ToastView: View {
  @State private var showsToast = false

  var body: some View {
    ZStack {
      Text("Show")
        .onTapGesture {
          withAnimation(.easeIn(duration: 0.2)) { showsToast = true }
          DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
            withAnimation(.easeOut(duration: 0.1)) { showsToast = false }
          }
        }
      if showsToast {
        Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 40).offset(y: 60)
      }
    }
  }
}

/// A TempoUI view recorded by the shared runner, as `--record` does for any TempoUI app.
@MainActor
@Suite("TempoUI apps through the shared runner")
struct ViewHostContentTests {
  static func app() -> AppDescription {
    AppDescription(
      name: "toast",
      makeContent: { scene in ViewHostContent(host: ViewHost(ToastView(), scene: scene)) })
  }

  func easeIn(_ x: Double) -> Double { referenceBezier(0.42, 0, 1, 1, at: x) }
  func easeOut(_ x: Double) -> Double { referenceBezier(0, 0, 0.58, 1, at: x) }

  @Test(
    "--record with 'click \"Show\"' at 0.5 s: the toast fades in along easeIn 0.2 s and, on the virtual clock, out 1 s later"
  )
  func recordsOnTheVirtualClock() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tempo-ui-record-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathExtension("txt")
    defer { try? FileManager.default.removeItem(at: script) }
    try "0.5 click \"Show\"\n".write(to: script, atomically: true, encoding: .utf8)
    let status = AppRunner.run(
      Self.app(),
      arguments: [
        "--record", folder.path, "--script", script.path, "--duration", "2", "--size", "480x320",
      ])
    #expect(status == 0)
    func red(_ frame: Int) throws -> Double {
      let image = try RGBAImage(
        pngFile: folder.appendingPathComponent(String(format: "frame-%05d.png", frame + 1)).path)
      // The toast's centre: the window's centre moved down 60 pt (the toast is 40 pt high).
      return Double(image.pixel(x: 240, y: 160 + 60 + 15)?.red ?? 0)
    }
    #expect(try red(29) == 0)
    for k in 0...12 {
      let expected = 255 * easeIn(Double(k) / 12)
      #expect(abs(try red(30 + k) - expected) <= 2, "fade-in frame +\(k)")
    }
    for k in 0...6 {
      let expected = 255 * (1 - easeOut(Double(k) / 6))
      #expect(abs(try red(90 + k) - expected) <= 2, "fade-out frame +\(k)")
    }
  }

  @Test("a click on a text that is not on screen stops the recording with one clear error")
  func missingTarget() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tempo-ui-missing-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathExtension("txt")
    defer { try? FileManager.default.removeItem(at: script) }
    try "0.5 click \"Hide\"\n".write(to: script, atomically: true, encoding: .utf8)
    let status = AppRunner.run(
      Self.app(), arguments: ["--record", folder.path, "--script", script.path, "--duration", "1"])
    #expect(status == 2)
  }

  @Test(
    "a window's or script's key runs the matching onKeyPress action; every key keeps it running")
  func keyReachesOnKeyPress() {
    final class Log { var keys: [String] = [] }
    let log = Log()
    let view = Text("keys").onKeyPress(keys: ["n", .leftArrow]) { press in
      log.keys.append(press.key == .leftArrow ? "left" : press.characters)
      return .handled
    }
    let timeline = FrameTimeline()
    let content = ViewHostContent(host: ViewHost(view, scene: timeline.scene))
    content.prepareFrame()
    for key in [Key.letter("n"), .letter("m"), .left] {
      content.prepareInput()
      #expect(timeline.engine.perform { content.keyDown(key) }, "\(key)")
    }
    #expect(log.keys == ["n", "left"])
  }
}
