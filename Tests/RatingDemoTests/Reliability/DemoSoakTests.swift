import Foundation
import Tempo
import TempoRender
import TempoSDL
import TempoScene
import TempoTestSupport
import Testing

@testable import rating_demo

/// The demo played for a long simulated time: random clicks and keys, the engine ticked at
/// 60 Hz on a virtual clock, every 30th frame rendered offscreen at a small size, and the
/// process's resident memory sampled every simulated minute.
///
/// `TEMPO_SOAK_SECONDS` sets the simulated length (default 120 s; `make soak` plays an hour).
@MainActor
@Suite("Demo soak", .serialized)
struct DemoSoakTests {
  static var simulatedSeconds: Int {
    ProcessInfo.processInfo.environment["TEMPO_SOAK_SECONDS"].flatMap { Int($0) } ?? 120
  }

  /// The process's resident set size, in bytes (from /proc/self/statm).
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
  }

  @Test(
    "random clicks and keys for the simulated length: no error, no popup left, flat memory over 10 min or more"
  )
  func soak() throws {
    let seconds = Self.simulatedSeconds
    let renderer = try OffscreenRenderer(size: CGSize(width: 240, height: 160), scale: 0.5)
    let clock = ManualClock()
    let engine = AnimationEngine(clock: clock)
    let scene = SceneGraph(
      size: CGSize(width: 240, height: 160), engine: engine,
      textMeasurer: FontTextMeasurer(face: renderer.canvas.face, scale: 0.5))
    let demo = RatingDemoContent(scene: scene)
    let star = { (n: Int) in demo.location(of: .symbol("star", index: n)) ?? .zero }
    var rng = SplitMix64(seed: 0x50A4)
    let keys: [Key] = [
      .digit(1), .digit(2), .digit(3), .digit(4), .digit(5), .left, .right, .return, .space,
      .letter("s"),
    ]
    var (isPaused, isSlowMotion) = (false, false)
    var clicks = 0
    var keyPresses = 0
    var nextEvent = 0
    var samples: [Int] = []
    var frames = 0
    let totalFrames = seconds * 60
    for frame in 0..<totalFrames {
      clock.advance(to: Double(frame) / 60)
      if frame == nextEvent {
        demo.prepareInput()
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<6:
          let point = star(Int.random(in: 1...5, using: &rng))
          scene.pointerMoved(to: point)
          scene.pointerDown(at: point)
          scene.pointerUp(at: point)
          clicks += 1
        case 6:
          let point = CGPoint(x: rng.uniform(-20...260), y: rng.uniform(-20...180))
          scene.pointerMoved(to: point)
          scene.pointerDown(at: point)
          scene.pointerUp(at: point)
          clicks += 1
        default:
          let key = keys[Int.random(in: 0..<keys.count, using: &rng)]
          #expect(engine.perform { demo.keyDown(key) })
          if key == .space { isPaused.toggle() }
          if key == .letter("s") { isSlowMotion.toggle() }
          keyPresses += 1
        }
        // Mostly quick bursts (clicks during the fade), sometimes a pause of several seconds.
        nextEvent +=
          Bool.random(using: &rng)
          ? Int.random(in: 1...40, using: &rng)
          : Int.random(in: 60...600, using: &rng)
      }
      engine.perform { demo.prepareFrame() }
      engine.tick()
      if frame % 30 == 0 {
        _ = try renderer.render(scene.displayList())
        frames += 1
      }
      if frame % 3600 == 0 { samples.append(Self.residentBytes()) }
    }
    // Unpause, normal speed, and let every animation and the popup's timer finish.
    if isPaused { #expect(engine.perform { demo.keyDown(.space) }) }
    if isSlowMotion { #expect(engine.perform { demo.keyDown(.letter("s")) }) }
    for frame in totalFrames..<totalFrames + 20 * 60 {
      clock.advance(to: Double(frame) / 60)
      engine.perform { demo.prepareFrame() }
      engine.tick()
    }
    _ = try renderer.render(scene.displayList())
    samples.append(Self.residentBytes())
    let popup = demo.host.center(ofText: "Submitted!")
    #expect(popup == nil, "the popup is gone")
    #expect(engine.isIdle, "nothing animates or waits")
    // Memory: after a warm-up of a fifth of the run, the peak grows by less than 4 MB. Checked
    // on runs of 10 simulated minutes or more (`make soak`, which runs this suite alone): the
    // RSS is the whole test process's, and in `make test` other suites share it meanwhile.
    let warmUp = max(1, samples.count / 5)
    let afterWarmUp = samples[warmUp]
    let peak = samples.max() ?? 0
    if seconds >= 600 {
      #expect(peak - afterWarmUp < 4 << 20, "RSS samples (MB): \(samples.map { $0 >> 20 })")
    }
    print(
      "soak: \(Double(seconds) / 3600) simulated hours, \(clicks) clicks, \(keyPresses) keys, "
        + "\(totalFrames) ticks, \(frames) frames rendered, RSS after warm-up "
        + "\(afterWarmUp >> 20) MB, peak \(peak >> 20) MB")
  }
}
