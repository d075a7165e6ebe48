import CSDL2
import Foundation
import Tempo
import TempoCairo
import TempoRender
import TempoScene
import Testing

@testable import TempoSDL

@Suite("Frame loop", .serialized, .timeLimit(.minutes(1)))
@MainActor
struct FrameLoopTests {
  private func pushKey(_ key: SDL_KeyCode) {
    var event = SDL_Event()
    event.type = SDL_KEYDOWN.rawValue
    event.key.keysym.sym = Int32(bitPattern: key.rawValue)
    SDL_PushEvent(&event)
  }

  @Test("events reach the application, frames get the window size, and false quits")
  func eventsAndQuit() throws {
    let window = try Window(
      title: "run loop", size: CGSize(width: 120, height: 90), headless: true, drawing: .automatic)
    let engine = AnimationEngine(clock: FrameClock(frameInterval: window.frameInterval))
    var sizes: [CGSize] = []
    var events: [InputEvent] = []
    let loop = try FrameLoop(
      window: window, engine: engine,
      frame: { size in
        sizes.append(size)
        return DisplayList(size: size)
      },
      onEvent: { event in
        events.append(event)
        return event != .keyDown(.escape)
      })
    SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    pushKey(SDLK_SPACE)
    pushKey(SDLK_ESCAPE)
    pushKey(SDLK_a)  // never delivered: the loop has quit
    try loop.run()
    #expect(
      events.filter { if case .keyDown = $0 { true } else { false } } == [
        .keyDown(.space), .keyDown(.escape),
      ])
    #expect(sizes.allSatisfy { $0 == CGSize(width: 120, height: 90) })
    #expect(engine.maximumFrameInterval == 2 * window.frameInterval)
  }

  @Test("an engine timer wakes the sleeping loop, and stop() ends it")
  func timerWakesLoop() throws {
    let window = try Window(
      title: "run loop", size: CGSize(width: 60, height: 40), headless: true, drawing: .automatic)
    let engine = AnimationEngine(clock: FrameClock(frameInterval: window.frameInterval))
    var fired = false
    // The timer's frame differs from the first (a frame identical to the last is not presented).
    let loop = try FrameLoop(
      window: window, engine: engine,
      frame: { DisplayList(size: $0, background: fired ? .white : .black) }, onEvent: { _ in true })
    engine.schedule(after: 0.3) {
      fired = true
      loop.stop()
    }
    SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    let cpuBefore = Self.processCPUSeconds()
    try loop.run()
    let cpu = Self.processCPUSeconds() - cpuBefore
    print("idle run loop: \(loop.frameCount) frames, \(Int(cpu * 1000)) ms CPU while waiting 0.3 s")
    #expect(fired)
    // The first frame, then the timer's frame: an idle loop does not draw in between.
    #expect(loop.frameCount == 2)
  }

  @Test("onFramePresented is called after each present with the frame count")
  func framePresentedHook() throws {
    let window = try Window(
      title: "run loop", size: CGSize(width: 60, height: 40), headless: true, drawing: .automatic)
    let engine = AnimationEngine(clock: FrameClock(frameInterval: window.frameInterval))
    var stopped = false
    let loop = try FrameLoop(
      window: window, engine: engine,
      frame: { DisplayList(size: $0, background: stopped ? .white : .black) },
      onEvent: { _ in true })
    var counts: [Int] = []
    loop.onFramePresented = { counts.append($0) }
    engine.schedule(after: 0.1) {
      stopped = true
      loop.stop()
    }
    SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    try loop.run()
    // The first frame, then the timer's frame (as in the test above).
    #expect(counts == [1, 2])
    #expect(loop.frameCount == 2)
  }

  @Test("a frame identical to the one on screen is not presented again")
  func identicalFramesAreSkipped() throws {
    let window = try Window(
      title: "run loop", size: CGSize(width: 60, height: 40), headless: true, drawing: .automatic)
    let engine = AnimationEngine(clock: FrameClock(frameInterval: window.frameInterval))
    var built = 0
    let loop = try FrameLoop(
      window: window, engine: engine,
      frame: { size in
        built += 1
        return DisplayList(size: size)
      },
      onEvent: { _ in true })
    // A repeating timer keeps the loop drawing frames whose content never changes.
    func again() { engine.schedule(after: 0.02) { built < 8 ? again() : loop.stop() } }
    again()
    SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    try loop.run()
    #expect(built >= 8)
    #expect(loop.frameCount == 1)
  }

  @Test("while something animates, every frame samples the next frame time until it completes")
  func animatesFrameByFrame() throws {
    let window = try Window(
      title: "run loop", size: CGSize(width: 60, height: 40), headless: true, drawing: .automatic)
    let clock = FrameClock(frameInterval: window.frameInterval)
    let engine = AnimationEngine(clock: clock)
    let property = AnimatedProperty(0.0, engine: engine)
    var samples: [(time: Double, value: Double)] = []
    var loop: FrameLoop?
    loop = try FrameLoop(
      window: window, engine: engine,
      frame: { size in
        samples.append((clock.now, property.presentation))
        return DisplayList(size: size)
      },
      onEvent: { _ in true })
    withAnimation(.linear(duration: 0.25)) {
      property.value = 1
    } completion: {
      engine.schedule(after: 0.1) { loop?.stop() }
    }
    SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    let cpuBefore = Self.processCPUSeconds()
    try loop?.run()
    let cpu = Self.processCPUSeconds() - cpuBefore
    let steps = zip(samples, samples.dropFirst()).map { $1.time - $0.time }
    print(
      "animating run loop (\(window.canvas.renderer.name)): \(samples.count) frames, "
        + "\(Int(cpu * 1000)) ms CPU, frame steps \(steps.map { Int(($0 * 1000).rounded()) }) ms")
    // A 0.25 s animation at ≤ 2 frame intervals per step takes at least 0.25 / (2/60) ≈ 7 steps.
    #expect(samples.count >= 8)
    #expect(steps.allSatisfy { $0 >= clock.frameInterval - 1e-9 })
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $1.value >= $0.value })
    #expect(samples.last?.value == 1)
  }

  /// User plus system CPU time of this process, in seconds (for a printed measurement only).
  static func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  @Test("an engine whose clock is not a FrameClock is refused with a clear error")
  func refusesOtherClocks() throws {
    let window = try Window(
      title: "run loop", size: CGSize(width: 60, height: 40), headless: true, drawing: .automatic)
    #expect {
      try FrameLoop(
        window: window, engine: AnimationEngine(clock: ManualClock()),
        frame: { DisplayList(size: $0) }, onEvent: { _ in true })
    } throws: { error in
      (error as? TempoSDLError)?.kind == .unsupportedClock
    }
  }
}
