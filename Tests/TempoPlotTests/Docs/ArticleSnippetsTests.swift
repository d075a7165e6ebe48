// The catalogues' code listings that are not kept elsewhere, compiled and run here (keep them
// in sync with Sources/*/*.docc). The seed's PausableAnimation and TargetAnimation are
// compiled verbatim in Tests/TempoTests/Seed; the first animation is Getting started's, tested in
// Tests/TempoTests/ReadmeExampleTests.swift.
import Foundation
import Tempo
import TempoRender
import TempoSDL
import TempoScene
import TempoTestSupport
import Testing

// Springs.md
@MainActor func retarget(_ x: AnimatedValue<Double>) {
  withAnimation(.bouncy) { x.value = 100 }
  // … a few frames later, before it has settled:
  withAnimation(.bouncy) { x.value = 0 }  // turns around smoothly, no jump in speed
}

// TransactionsAndCompletions.md
@MainActor func transactions(_ x: AnimatedValue<Double>) {
  withAnimation(.easeInOut) { x.value = 1 }  // animates along easeInOut, 0.35 s

  var transaction = Transaction(animation: .snappy)
  transaction.disablesAnimations = true  // implicit per-node animations off
  withTransaction(transaction) { x.value = 2 }

  withTransaction(\.animation, nil) { x.value = 3 }  // one value changed: no animation
}

private struct SourceKey: TransactionKey {
  static let defaultValue = "unknown"
}

extension Transaction {
  var source: String {
    get { self[SourceKey.self] }
    set { self[SourceKey.self] = newValue }
  }
}

@MainActor func tagged(_ x: AnimatedValue<Double>) {
  withTransaction(\.source, "keyboard") { x.value = 0 }
}

@MainActor func completions(_ x: AnimatedValue<Double>) {
  withAnimation(.bouncy) {
    x.value = 1
  } completion: {
    print("looks finished")  // about 0.5 s in: logically complete
  }
  withAnimation(.bouncy, completionCriteria: .removed) {
    x.value = 2
  } completion: {
    print("stopped moving")  // when the spring is at rest
  }
}

// UsingTheSceneGraph.md
@MainActor func headlessScene() -> ShapeNode {
  let clock = ManualClock()
  let engine = AnimationEngine(clock: clock)
  let scene = SceneGraph(size: CGSize(width: 320, height: 240), engine: engine)

  let square = ShapeNode(
    .roundedRectangle(style: .continuous), fill: .blue,
    cornerRadius: 12, width: 80, height: 80, engine: engine)
  let label = TextNode("Click me", fontSize: 17, color: .white, engine: engine)
  square.onClick = { [unowned square] in
    withAnimation(.bouncy) { square.rotation.degrees += 90 }
  }
  scene.addChild(GroupNode.vStack(spacing: 16, engine: engine, children: [square, label]))

  _ = scene.displayList()  // lays the tree out
  scene.pointerDown(at: CGPoint(x: 160, y: 100))  // on the square: a click starts…
  scene.pointerUp(at: CGPoint(x: 160, y: 100))  // …and ends on it
  for frame in 1...30 {
    clock.advance(to: Double(frame) / 60)
    engine.tick()
  }
  print(scene.displayList().dump())  // the frame, as text
  return square
}

// RecordingForDocs.md (compiled; running it needs ffmpeg and writes square.gif)
@MainActor func recordSquare() throws {
  let size = CGSize(width: 200, height: 120)
  let renderer = try OffscreenRenderer(size: size, scale: 2)
  let sink = try FFmpegSink(
    path: "square.gif", format: .gif,
    width: renderer.pixelWidth, height: renderer.pixelHeight,
    framesPerSecond: 30)
  let clock = ManualClock()
  let engine = AnimationEngine(clock: clock)
  let x = AnimatedValue(20.0, engine: engine)
  withAnimation(.bouncy) { x.value = 140 }
  _ = try Recorder(renderer: renderer, sink: sink).record(frameCount: 45) { frame in
    clock.advance(to: Double(frame) / 30)
    engine.tick()
    let square = Path(
      roundedRect: CGRect(x: x.presentation, y: 40, width: 40, height: 40),
      cornerRadius: 8)
    return DisplayList(
      size: size, background: .white,
      commands: [
        .fill(square, color: .blue, transform: .identity, opacity: 1)
      ])
  }
}

@Suite("The articles' code listings", .timeLimit(.minutes(1)))
@MainActor
struct ArticleSnippetsTests {
  @Test("the scene-graph listing's click lands on the square: its rotation's model is 90°")
  func sceneGraphClickRotatesTheSquare() {
    let square = headlessScene()
    #expect(abs(square.rotation.degrees - 90) < 1e-9)
  }

  @Test("the transaction listings end with the model at their last value")
  func transactionListingsRun() {
    let engine = AnimationEngine(clock: ManualClock())
    let x = AnimatedValue(0.0, engine: engine)
    transactions(x)
    #expect(x.value == 3)
    tagged(x)
    completions(x)
    retarget(x)
    #expect(x.value == 0)
  }

  /// The directory the recording listing's child run writes square.gif in: named after the
  /// parent test process, which makes it.
  nonisolated static func recordingDirectory(parent: Int32) -> String {
    NSTemporaryDirectory() + "tempo-record-square-\(parent)"
  }

  @Test(
    "the recording listing, run in a child process, writes square.gif: a GIF of 400 × 240 pixels (200 × 120 pt at 2×) and 45 frames",
    .enabled(if: ChildProcess.which("ffmpeg") != nil && ChildProcess.which("ffprobe") != nil))
  func recordingListingWritesTheGIF() throws {
    let directory = Self.recordingDirectory(parent: getpid())
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // The listing writes to "square.gif" in the working directory: it runs in a child process
    // of this test binary, which changes its own directory to `directory` first.
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    let child = try ChildProcess.runBlocking(
      runner, ["--testing-library", "swift-testing", "--filter", "recordingListingChild"],
      timeout: 120)
    #expect(child.succeeded, "the child run: \(child.standardOutput)")
    let gif = try #require(FileManager.default.contents(atPath: directory + "/square.gif"))
    // GIF header: "GIF89a", then the logical screen's width and height, little-endian.
    #expect(gif.prefix(6) == Data("GIF89a".utf8))
    let bytes = [UInt8](gif.prefix(10))
    #expect(bytes.count == 10 && Int(bytes[6]) | Int(bytes[7]) << 8 == 400)
    #expect(bytes.count == 10 && Int(bytes[8]) | Int(bytes[9]) << 8 == 240)
    let probe = try ChildProcess.runBlocking(
      "ffprobe",
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=nb_read_frames", "-of", "csv=p=0", directory + "/square.gif",
      ])
    #expect(probe.succeeded)
    let frames = probe.standardOutput
    #expect(frames.trimmingCharacters(in: .whitespacesAndNewlines) == "45")
  }

  @Test(
    "child of the recording test: runs the recording listing in the parent's directory",
    .enabled(
      if: CommandLine.arguments.contains("recordingListingChild"),
      "runs only in the child process recordingListingWritesTheGIF starts"))
  func recordingListingChild() throws {
    let directory = Self.recordingDirectory(parent: getppid())
    #expect(FileManager.default.changeCurrentDirectoryPath(directory))
    try recordSquare()
  }
}
