import CSDL2
import Foundation
import Tempo
import TempoRender
import TempoScene

/// The run loop: drives a ``Window`` and an `AnimationEngine`: events in, one frame per vsync while anything
/// animates, and sleep otherwise.
///
/// The engine must read time from a ``FrameClock``: each frame is sampled at its expected
/// presentation time. While the engine animates (`AnimationEngine.nextWakeTime` is now) a
/// frame is drawn and presented every vsync; otherwise the loop blocks in `SDL_WaitEvent…` until
/// input arrives or the engine's next wake-up is one frame away, so an idle window uses no CPU.
/// Any reported event also redraws. Input is handed to the application at the start of the
/// next frame, once the clock reads that frame's time, so a change made in response begins on
/// that frame and a delay scheduled from it counts from that frame (as in an offscreen
/// recording, where events are delivered at frame times). Gaps between frames are clamped
/// through the engine's
/// `AnimationEngine.maximumFrameInterval` (set to two frame intervals when unset).
@MainActor
public final class FrameLoop {
  /// The window drawn into.
  public let window: Window
  /// The engine ticked once per frame.
  public let engine: AnimationEngine
  /// The engine's clock.
  public let clock: FrameClock
  private let frame: (CGSize) -> DisplayList
  private let onEvent: (InputEvent) -> Bool
  private var stopRequested = false
  /// Input received since the last frame, delivered at the start of the next one.
  private var pendingInput: [InputEvent] = []
  /// The number of frames presented so far (a frame identical to the last one is not presented).
  public private(set) var frameCount = 0
  /// Called right after each frame is presented, with ``frameCount`` (1 for the first frame).
  public var onFramePresented: (@MainActor (Int) -> Void)?
  /// Called at each frame after the input is handed over and just before the engine ticks
  /// (a declarative layer applies its state changes here, so they begin on this frame).
  public var beforeTick: (@MainActor () -> Void)?
  /// Called on the window's thread each time the loop has run the main queue's pending work
  /// (`MainActor` tasks, `DispatchQueue.main` blocks), before it decides whether to sleep;
  /// returns whether that work changed something to draw.
  public var betweenFrames: (@MainActor () -> Bool)?

  /// Creates a loop that draws `frame(size in points)` and hands input to `onEvent`, which
  /// returns `false` to quit. Throws a ``TempoSDLError`` unless the engine's clock is a
  /// ``FrameClock``.
  public init(
    window: Window, engine: AnimationEngine, frame: @escaping (CGSize) -> DisplayList,
    onEvent: @escaping (InputEvent) -> Bool
  ) throws {
    guard let clock = engine.clock as? FrameClock else {
      throw TempoSDLError(
        .unsupportedClock, "could not start the run loop",
        reason: "the engine's clock must be a FrameClock")
    }
    self.window = window
    self.engine = engine
    self.clock = clock
    self.frame = frame
    self.onEvent = onEvent
    if engine.maximumFrameInterval == nil { engine.maximumFrameInterval = 2 * clock.frameInterval }
    MainQueueWatcher.shared.start()
  }

  /// Ends ``run()`` after the current frame, waking it if it sleeps.
  public func stop() {
    stopRequested = true
    var wake = SDL_Event()
    wake.type = SDL_USEREVENT.rawValue
    SDL_PushEvent(&wake)
  }

  /// Runs until `onEvent` returns `false` or ``stop()`` is called; rethrows drawing errors.
  public func run() throws {
    stopRequested = false
    var needsFrame = true
    var event = SDL_Event()
    while !stopRequested {
      MainQueueWatcher.shared.drain()
      if betweenFrames?() == true { needsFrame = true }
      if stopRequested { return }
      if !needsFrame && !isAnimating {
        let received: Bool
        if let timeout = sleepMilliseconds() {
          received = timeout > 0 ? SDL_WaitEventTimeout(&event, timeout) != 0 : false
        } else {
          received = SDL_WaitEvent(&event) != 0
        }
        if received, !handle(event, needsFrame: &needsFrame) { return }
      }
      while SDL_PollEvent(&event) != 0 {
        if !handle(event, needsFrame: &needsFrame) { return }
      }
      if stopRequested { return }
      if let wake = engine.nextWakeTime, wake - clock.frameInterval <= clock.reading {
        needsFrame = true
      }
      guard needsFrame || isAnimating else { continue }
      if try !drawFrame() { return }
      needsFrame = false
    }
  }

  /// Whether the engine wants a tick at the current frame.
  private var isAnimating: Bool {
    guard let wake = engine.nextWakeTime else { return false }
    return wake <= clock.now
  }

  /// How long to sleep for the engine's next wake-up, in ms (`nil`: until input arrives).
  private func sleepMilliseconds() -> Int32? {
    guard let wake = engine.nextWakeTime else { return nil }
    let seconds = wake - clock.frameInterval - clock.reading
    return Int32(min(max((seconds * 1000).rounded(.up), 0), 3_600_000))
  }

  /// Queues one SDL event for the next frame; returns `false` for a quit, which is handed to the
  /// application at once (it returns `false` to quit).
  private func handle(_ event: SDL_Event, needsFrame: inout Bool) -> Bool {
    if event.type == SDL_WINDOWEVENT.rawValue {
      needsFrame = true
      mustPresent = true
      window.windowChanged()
    }
    guard let input = InputEvent(event).map(window.inPoints) else { return true }
    needsFrame = true
    if input == .quit { return onEvent(input) }
    pendingInput.append(input)
    return true
  }

  /// Moves the clock to the next vsync, hands over queued input, samples the engine, and draws
  /// and presents one frame. Returns `false` if the application asked to quit.
  private func drawFrame() throws -> Bool {
    clock.beginFrame()
    let input = pendingInput
    pendingInput.removeAll()
    for event in input where !onEvent(event) { return false }
    let delay = clock.pacingDelay
    if delay > 0.001 { SDL_Delay(UInt32(delay * 1000)) }
    beforeTick?()
    engine.tick()
    let list = frame(window.size)
    let pixelSize = window.pixelSize
    // A frame identical to the one on screen (input that changed nothing, a paused animation)
    // is not presented again, unless the window itself changed (exposed, resized, moved).
    if !mustPresent, let last = lastPresented, last.pixelSize == pixelSize, last.list == list {
      return true
    }
    try window.present(list)
    lastPresented = (list, pixelSize)
    mustPresent = false
    frameCount += 1
    onFramePresented?(frameCount)
    return true
  }

  /// The last frame presented, and the drawable size it was presented at.
  private var lastPresented: (list: DisplayList, pixelSize: CGSize)?
  /// Whether the next frame must be presented even if it is the same as the last one.
  private var mustPresent = true
}
