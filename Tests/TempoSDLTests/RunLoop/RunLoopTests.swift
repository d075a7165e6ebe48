import CSDL2
import Foundation
import Testing

@testable import TempoSDL

@Suite("Run loop", .serialized)
@MainActor
struct RunLoopTests {
  private func pushKey(_ key: SDL_KeyCode) {
    var event = SDL_Event()
    event.type = SDL_KEYDOWN.rawValue
    event.key.keysym.sym = Int32(bitPattern: key.rawValue)
    SDL_PushEvent(&event)
  }

  @Test("events reach the application, frames get the window size, and false quits")
  func eventsAndQuit() throws {
    let window = try Window(title: "run loop", size: CGSize(width: 120, height: 90), headless: true)
    let engine = AnimationEngine(clock: FrameClock(frameInterval: window.frameInterval))
    var sizes: [CGSize] = []
    var events: [InputEvent] = []
    let loop = try RunLoop(
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
    let window = try Window(title: "run loop", size: CGSize(width: 60, height: 40), headless: true)
    let engine = AnimationEngine(clock: FrameClock(frameInterval: window.frameInterval))
    let loop = try RunLoop(
      window: window, engine: engine, frame: { DisplayList(size: $0) }, onEvent: { _ in true })
    var fired = false
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

  /// User plus system CPU time of this process, in seconds (for a printed measurement only).
  static func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  @Test("an engine whose clock is not a FrameClock is refused with a clear error")
  func refusesOtherClocks() throws {
    let window = try Window(title: "run loop", size: CGSize(width: 60, height: 40), headless: true)
    #expect(throws: TempoSDLError.self) {
      try RunLoop(
        window: window, engine: AnimationEngine(clock: ManualClock()),
        frame: { DisplayList(size: $0) }, onEvent: { _ in true })
    }
  }
}
