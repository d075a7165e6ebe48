import Tempo
import TempoScene
@testable import TempoUICore
import Testing

/// Element references stand in for weak ones: they read the element while it lives and `nil`
/// once it is gone; a child kept alive past its parent reads no parent.
@MainActor
@Suite("ElementReference")
struct ElementReferenceTests {
  private func graph() -> ViewGraph {
    let engine = AnimationEngine(clock: ManualClock())
    let scene = SceneGraph(size: CGSize(width: 100, height: 100), engine: engine)
    return ViewGraph(rootView: EmptyView(), scene: scene)
  }

  @Test("a reference reads its element while the element lives and nil once it is freed")
  func referenceReadsNilOnceTheElementIsGone() {
    let graph = graph()
    var element: Element? = Element(graph: graph, parent: nil, key: 0, view: Text("a"))
    let reference = element!.reference
    #expect(reference.element === element)
    element = nil
    #expect(reference.element == nil)
  }

  @Test("an element hands out one reference, whoever asks")
  func oneReferencePerElement() {
    let graph = graph()
    let element = Element(graph: graph, parent: nil, key: 0, view: Text("a"))
    #expect(element.reference === element.reference)
  }

  @Test("a child kept alive after its parent is freed reads no parent")
  func childOutlivingItsParentReadsNoParent() {
    let graph = graph()
    var parent: Element? = Element(graph: graph, parent: nil, key: 0, view: EmptyView())
    let child = Element(graph: graph, parent: parent, key: 1, view: Text("b"))
    parent!.children = [child]
    #expect(child.parent === parent)
    parent = nil
    #expect(child.parent == nil)
  }
}
