import Tempo
import TempoTestSupport
import Testing

@testable import TempoScene

@MainActor
@Suite("Node: the parent reference")
struct NodeTests {
  @Test("a child added to a group reads the group as its parent, and nil once it is removed")
  func parentFollowsAddAndRemove() {
    let timeline = Timeline()
    let group = GroupNode.zStack(engine: timeline.engine, children: [])
    let child = ShapeNode(.rectangle, fill: .red, width: 10, height: 10, engine: timeline.engine)
    group.addChild(child)
    #expect(child.parent === group)
    withTransaction(Transaction(animation: nil)) { group.removeChild(child) }
    #expect(child.parent == nil)
  }

  @Test(
    "a child held elsewhere outlives its freed parent and reads nil (the parent is not kept alive)"
  )
  func childOutlivesItsParent() {
    let timeline = Timeline()
    let child = ShapeNode(.rectangle, fill: .red, width: 10, height: 10, engine: timeline.engine)
    var group: GroupNode? = GroupNode.zStack(engine: timeline.engine, children: [child])
    #expect(child.parent === group)
    weak let freed = group
    group = nil
    #expect(freed == nil)
    #expect(child.parent == nil)
    #expect(child.transformToWindow == child.transformToParent)
  }
}
