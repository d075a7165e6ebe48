import Foundation
import TempoRender
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

/// A 40 × 40 red square that follows a drag and jumps back when it is released.
struct DraggedSquare: View {
  @State private var offset = CGSize.zero

  var body: some View {
    Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40)
      .offset(offset)
      .gesture(
        DragGesture(minimumDistance: 0)
          .onChanged { offset = $0.translation }
          .onEnded { _ in offset = .zero })
  }
}

/// Five 100-point bands, red, green, blue, white and grey, in a scroll view.
struct ScrolledBands: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        Color(red: 1, green: 0, blue: 0).frame(height: 100)
        Color(red: 0, green: 1, blue: 0).frame(height: 100)
        Color(red: 0, green: 0, blue: 1).frame(height: 100)
        Color(white: 1).frame(height: 100)
        Color(white: 0.5).frame(height: 100)
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

  /// Records `app` with `script` into a fresh folder of PNG frames (`arguments` added to
  /// `--record` and `--script`), hands `body` the exit status and the folder, then deletes both.
  func record(
    _ app: AppDescription, script: String, arguments: [String],
    _ body: @MainActor (Int32, URL) throws -> Void
  ) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "tempo-ui-\(app.name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scriptFile = folder.appendingPathExtension("txt")
    defer { try? FileManager.default.removeItem(at: scriptFile) }
    try script.write(to: scriptFile, atomically: true, encoding: .utf8)
    let status = AppRunner.run(
      app, arguments: ["--record", folder.path, "--script", scriptFile.path] + arguments)
    try body(status, folder)
  }

  /// Frame `frame` (from 0) of a recording in `folder`.
  func frame(_ frame: Int, in folder: URL) throws -> RGBAImage {
    try RGBAImage(
      pngFile: folder.appendingPathComponent(String(format: "frame-%05d.png", frame + 1)).path)
  }

  func easeIn(_ x: Double) -> Double { referenceBezier(0.42, 0, 1, 1, at: x) }
  func easeOut(_ x: Double) -> Double { referenceBezier(0, 0, 0.58, 1, at: x) }

  @Test(
    "--record with 'click \"Show\"' at 0.5 s: the toast fades in along easeIn 0.2 s and, on the virtual clock, out 1 s later"
  )
  func recordsOnTheVirtualClock() throws {
    try record(
      Self.app(), script: "0.5 click \"Show\"\n",
      arguments: ["--duration", "2", "--size", "480x320"]
    ) { (status: Int32, folder: URL) throws in
      #expect(status == 0)
      @MainActor func red(_ index: Int) throws -> Double {
        // The toast's centre: the window's centre moved down 60 pt (the toast is 40 pt high).
        Double(try frame(index, in: folder).pixel(x: 240, y: 160 + 60 + 15)?.red ?? 0)
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
  }

  @Test(
    "--record with 'drag 240,160 to 340,160 over 0.5' at 0.5 s: the square follows the pointer each frame (50 pt by 0.75 s) and is back once released"
  )
  func recordsAScriptedDrag() throws {
    let app = AppDescription(
      name: "drag",
      makeContent: { scene in ViewHostContent(host: ViewHost(DraggedSquare(), scene: scene)) })
    try record(
      app, script: "0.5 drag 240,160 to 340,160 over 0.5\n",
      arguments: ["--duration", "1.5", "--size", "480x320"]
    ) { (status: Int32, folder: URL) throws in
      #expect(status == 0)
      /// The red square's centre in frame `index`: the middle of the red pixels on row 160.
      @MainActor func squareCentre(_ index: Int) throws -> Double? {
        let image = try frame(index, in: folder)
        let red = (0..<480).filter { (image.pixel(x: $0, y: 160)?.red ?? 0) > 128 }
        guard let first = red.first, let last = red.last else { return nil }
        return Double(first + last + 1) / 2
      }
      // At rest in the middle; pressed at 0.5 s (frame 30); the pointer then at
      // 240 + 100 · (t − 0.5) / 0.5.
      #expect(try squareCentre(29) == 240)
      for index in [30, 36, 45, 54] {
        let pointer = 240 + 100 * (Double(index) / 60 - 0.5) / 0.5
        let centre = try #require(try squareCentre(index))
        #expect(abs(centre - pointer) <= 1, "frame \(index)")
      }
      // Released at 1.0 s (frame 60): back in the middle.
      #expect(try squareCentre(61) == 240)
    }
  }

  @Test(
    "a scripted scroll of 150 points at 0.5 s moves the bands up at that frame: red, then green at the top"
  )
  func recordsAScriptedScroll() throws {
    let app = AppDescription(
      name: "scroll",
      makeContent: { scene in ViewHostContent(host: ViewHost(ScrolledBands(), scene: scene)) })
    try record(
      app, script: "0.5 scroll 240,160 by 0,150\n",
      arguments: ["--duration", "1", "--size", "480x320"]
    ) { (status: Int32, folder: URL) throws in
      #expect(status == 0)
      let before = try frame(29, in: folder).pixel(x: 240, y: 10)
      let after = try frame(30, in: folder).pixel(x: 240, y: 10)
      #expect(before.map { [$0.red, $0.green, $0.blue] } == [255, 0, 0])
      #expect(after.map { [$0.red, $0.green, $0.blue] } == [0, 255, 0])
      // Band 3 (blue, 200…300) is at 50…150 after the scroll.
      let blue = try frame(30, in: folder).pixel(x: 240, y: 100)
      #expect(blue.map { [$0.red, $0.green, $0.blue] } == [0, 0, 255])
    }
  }

  @Test("a click on a text that is not on screen stops the recording with one clear error")
  func missingTarget() throws {
    try record(Self.app(), script: "0.5 click \"Hide\"\n", arguments: ["--duration", "1"]) {
      status, _ in
      #expect(status == 2)
    }
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
