import Tempo
import TempoTestSupport
import Testing

@Suite("CGPoint, CGSize and CGRect animatable data")
struct CGGeometryAnimatableTests {
  @Test("a point animates its x and y, unscaled")
  func point() {
    var point = CGPoint(x: 3, y: -4)
    #expect(point.animatableData == AnimatablePair(3, -4))
    point.animatableData = AnimatablePair(10, 20)
    #expect(point == CGPoint(x: 10, y: 20))
  }

  @Test("a size animates its width and height, unscaled")
  func size() {
    var size = CGSize(width: 100, height: 50)
    #expect(size.animatableData == AnimatablePair(100, 50))
    size.animatableData = AnimatablePair(1, 2)
    #expect(size == CGSize(width: 1, height: 2))
  }

  @Test("a rectangle animates its origin and size")
  func rect() {
    var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    let data = rect.animatableData
    #expect(data.first == AnimatablePair(1, 2))
    #expect(data.second == AnimatablePair(3, 4))
    rect.animatableData = data.interpolated(
      towards: CGRect(x: 11, y: 12, width: 13, height: 14).animatableData, amount: 0.5)
    #expect(rect == CGRect(x: 6, y: 7, width: 8, height: 9))
  }
}
