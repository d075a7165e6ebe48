/// A window's run loop, made by ``AppWindow/makeRunLoop(engine:frame:onEvent:)``: events in,
/// one frame per display refresh while anything animates, a wait otherwise.
@MainActor
public protocol WindowRunLoop: AnyObject {
  /// Called at each frame after the input is handed over and just before the engine ticks.
  var beforeTick: (@MainActor () -> Void)? { get set }
  /// Called each time the loop has run the main queue's pending work, before it decides
  /// whether to wait; returns whether that work changed something to draw.
  var betweenFrames: (@MainActor () -> Bool)? { get set }
  /// Called right after each frame is presented, with the number of frames presented so far.
  var onFramePresented: (@MainActor (Int) -> Void)? { get set }

  /// Runs until the event handler returns `false` or ``stop()`` is called; rethrows drawing
  /// errors.
  func run() throws

  /// Ends ``run()`` after the current frame, waking it if it waits.
  func stop()
}
