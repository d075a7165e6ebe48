import TempoScene
@testable import TempoUICore
import Testing

/// A view type is classified once (primitive, shape or a view with a body), and the primitive
/// found for a value is that very value.
@MainActor
@Suite("PrimitiveCast")
struct PrimitiveCastTests {
  struct Composite: View {
    var body: some View { Text("body") }
  }

  @Test("Text is a primitive, Circle a shape, a view with a body neither")
  func kinds() {
    guard case .primitive = PrimitiveCast.kind(of: Text.self) else {
      Issue.record("Text is not a primitive")
      return
    }
    guard case .shape = PrimitiveCast.kind(of: Circle.self) else {
      Issue.record("Circle is not a shape")
      return
    }
    guard case .composite = PrimitiveCast.kind(of: Composite.self) else {
      Issue.record("Composite is not composite")
      return
    }
  }

  @Test("the primitive of a Text is that Text, of a view with a body nil")
  func primitiveIsTheValueItself() {
    let text = Text("hello")
    let primitive = PrimitiveCast.primitive(of: text, kind: PrimitiveCast.kind(of: Text.self))
    #expect((primitive as? Text).map { ViewComparison.isSame($0, text) } == true)
    #expect(
      PrimitiveCast.primitive(of: Composite(), kind: PrimitiveCast.kind(of: Composite.self)) == nil)
  }
}
