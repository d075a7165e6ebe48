import Foundation
import TempoRender
import TempoSDL
import TempoScene

/// What the shared runner needs to know about an app: its name and help, its built-in
/// recording script, and how to build its content in a scene.
public struct AppDescription {
  /// The program's name, for usage and error lines.
  public var name: String
  /// The window's title.
  public var title: String
  /// What the app is, a paragraph for `--help`.
  public var summary: String
  /// Example script lines for `--help`, each indented as a help line (see the defaults).
  public var scriptExamples: String
  /// What a person can do in the window, for `--help`, or nil.
  public var windowHelp: String?
  /// The script `--record` plays without `--script`.
  public var defaultScript: InputScript
  /// The window and recording size without `--size`, in points.
  public var defaultSize: CGSize
  /// Rejects a script action the app cannot carry out (for example a star it does not have)
  /// with a message; nil accepts everything.
  public var validate: (@Sendable (InputScript.Action) -> String?)?
  /// Builds the app's content in a scene (a window's or a recording's).
  public var makeContent: @MainActor (SceneGraph) -> any RunnableContent

  /// The generic script examples: a point, a text, a symbol and a key.
  public static let genericScriptExamples = """
                              0.50 click 240,160     click at a point in window coordinates
                              1.00 click "OK"        click the view showing the text OK
                              1.50 click star 3      click the 3rd symbol named star (star.fill…)
                              1.80 drag 100,100 to 300,100 over 0.5
                                                     press, move there in 0.5 s, release
                              1.90 scroll 240,160 by 0,120
                                                     scroll the wheel 120 points down there
                              2.00 key space         press a key (\(Key.scriptNames))
                              2.50 type "Hello"      type text into the focused text field
    """

  /// Describes an app; only `name` and `makeContent` are required.
  public init(
    name: String, title: String? = nil, summary: String? = nil,
    scriptExamples: String = AppDescription.genericScriptExamples, windowHelp: String? = nil,
    defaultScript: InputScript = InputScript(events: []),
    defaultSize: CGSize = CGSize(width: 480, height: 320),
    validate: (@Sendable (InputScript.Action) -> String?)? = nil,
    makeContent: @escaping @MainActor (SceneGraph) -> any RunnableContent
  ) {
    self.name = name
    self.title = title ?? name
    self.summary = summary ?? "\(name): a Tempo app. Without options it opens a window."
    self.scriptExamples = scriptExamples
    self.windowHelp = windowHelp
    self.defaultScript = defaultScript
    self.defaultSize = defaultSize
    self.validate = validate
    self.makeContent = makeContent
  }
}

/// An app's content as the runner drives it, in a window or in a recording.
@MainActor
public protocol RunnableContent: AnyObject {
  /// The point a script's click target refers to, in window points, or nil when nothing on
  /// screen matches.
  func location(of target: ClickTarget) -> CGPoint?
  /// A key was pressed (in the window or by a script); returns false to quit.
  func keyDown(_ key: Key) -> Bool
  /// Text was typed (in the window or by a script's `type`), for the focused text field.
  func textInput(_ text: String)
  /// Runs before the input of a frame is delivered, once the clock reads that frame's time.
  func prepareInput()
  /// Runs `deliver`, which hands one input event (or a script's step) to the content (views
  /// mark the tasks their actions start as theirs here).
  func deliverInput<Result>(_ deliver: () -> Result) -> Result
  /// Runs just before each frame's tick, after input (declarative views apply state changes).
  func prepareFrame()
  /// Runs when main-queue work ran between frames; returns whether there is something to draw.
  func betweenFrames() -> Bool
}

extension RunnableContent {
  /// Typed text goes nowhere.
  public func textInput(_ text: String) {}
  /// Nothing to prepare.
  public func prepareInput() {}
  /// Nothing to prepare.
  public func prepareFrame() {}
  /// Delivers the input as is.
  public func deliverInput<Result>(_ deliver: () -> Result) -> Result { deliver() }
  /// Nothing changes between frames.
  public func betweenFrames() -> Bool { false }
}
