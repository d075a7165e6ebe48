import Tempo
import TempoScene

extension ViewHost {
  /// Gives the window the background of the appearance the content asks for (white for
  /// `.preferredColorScheme(.light)`, black for dark), as SwiftUI applies a preferred scheme to
  /// the whole window.
  ///
  /// The content's scheme is the one seen by the first element, following single children down
  /// from the root, that has other than one child (the content below `ContentView()` and its
  /// modifiers): O(depth) per frame, no allocation.
  func followPreferredColorScheme() {
    var element = graph.root
    while let current = element, current.children.count == 1 { element = current.children[0] }
    guard let element else { return }
    let background: Color = element.environment.colorScheme == .light ? .white : .black
    if scene.background != background { scene.background = background }
  }
}
