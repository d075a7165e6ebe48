import Tempo
import TempoTestSupport
import Testing

@Suite("UnitPoint")
struct UnitPointTests {
  @Test("the named points sit where SwiftUI puts them")
  func presets() {
    #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
    #expect(UnitPoint.topLeading == UnitPoint(x: 0, y: 0))
    #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
    #expect(UnitPoint.leading == UnitPoint(x: 0, y: 0.5))
    #expect(UnitPoint.trailing == UnitPoint(x: 1, y: 0.5))
    #expect(UnitPoint.top == UnitPoint(x: 0.5, y: 0))
    #expect(UnitPoint.bottom == UnitPoint(x: 0.5, y: 1))
    #expect(UnitPoint.topTrailing == UnitPoint(x: 1, y: 0))
    #expect(UnitPoint.bottomLeading == UnitPoint(x: 0, y: 1))
    #expect(UnitPoint() == .zero)
  }

  @Test("animatable data is x and y × 128")
  func scaledBy128() {
    var point = UnitPoint(x: 0.25, y: 1)
    #expect(point.animatableData == AnimatablePair(32, 128))
    point.animatableData = AnimatablePair(64, -128)
    #expect(point == UnitPoint(x: 0.5, y: -1))
  }
}
