import TempoScene
import TempoUI

/// What the demo's keys ask of the window that SwiftUI has no view API for (a SwiftUI app
/// would use AppKit's `NSApp.terminate`, accessibility activation and a debug time scale).
///
/// The seed's `ContentView` keeps its rating private, so a key rates a star the way
/// VoiceOver's "activate" does: it runs the star's tap action, whatever is drawn over it.
@MainActor
final class WindowActions {
  /// The hosted views (set once the window's content is built).
  weak var host: ViewHost?
  /// Whether Esc or Q asked to quit.
  private(set) var isQuitRequested = false

  /// Asks the window to close and the app to quit after this key.
  func quit() { isQuitRequested = true }

  /// Runs the tap action of star `rating` (1…5, left to right), as a click on it does.
  func activateStar(_ rating: Int) {
    guard let host else { return }
    let stars = Self.symbols(named: "star", in: host.scene.root)
    guard stars.indices.contains(rating - 1) else { return }
    stars[rating - 1].ancestorsAndSelf.first { $0.onClick != nil }?.onClick?()
  }

  /// The rating the stars show: how many are filled (`star.fill`).
  var shownRating: Int {
    guard let host else { return 0 }
    return Self.symbols(named: "star.fill", in: host.scene.root).count
  }

  /// How many times longer than written the views' `DispatchQueue.main` delays are from now
  /// on: 10 in slow motion, so the popup's 1 s stays as long relative to its fades.
  var timerScale: Double {
    get { host?.mainQueueDelayScale ?? 1 }
    set { host?.mainQueueDelayScale = newValue }
  }

  /// The symbol nodes named `name` or `name.…` that are not leaving, left to right.
  private static func symbols(named name: String, in root: Node) -> [Node] {
    var found: [Node] = []
    func visit(_ node: Node) {
      if node is ShapeNode, let nodeName = node.name,
        nodeName == name || nodeName.hasPrefix(name + "."), !node.isInLeavingSubtree
      {
        found.append(node)
      }
      node.children.forEach(visit)
    }
    visit(root)
    return found.sorted {
      $0.transformToWindow.apply(to: .zero).x < $1.transformToWindow.apply(to: .zero).x
    }
  }
}
