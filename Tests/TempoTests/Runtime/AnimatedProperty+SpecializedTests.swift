import TempoTestSupport
import Testing

@testable import Tempo

@MainActor
@Suite("AnimatedProperty: presentations compiled per type")
struct AnimatedPropertySpecializedTests {
  @Test("each typed presentation is the generic one, halfway through a linear(1) change")
  func typedPresentationsMatchTheGenericOne() {
    let timeline = Timeline()
    let engine = timeline.engine
    let double = AnimatedProperty(0.0, engine: engine)
    let size = AnimatedProperty(CGSize.zero, engine: engine)
    let point = AnimatedProperty(CGPoint.zero, engine: engine)
    let color = AnimatedProperty(Color.red, engine: engine)
    let angle = AnimatedProperty(Angle.zero, engine: engine)
    withAnimation(.linear(duration: 1)) {
      double.value = 10
      size.value = CGSize(width: 10, height: 20)
      point.value = CGPoint(x: 10, y: 20)
      color.value = .blue
      angle.value = .degrees(90)
    }
    timeline.tick(at: 0)
    timeline.tick(at: 0.5)
    // Linear at t = 0.5: half of each distance.
    #expect(double.doublePresentation == 5)
    #expect(size.sizePresentation == CGSize(width: 5, height: 10))
    #expect(point.pointPresentation == CGPoint(x: 5, y: 10))
    #expect(abs(angle.anglePresentation.degrees - 45) < 1e-9)
    #expect(color.colorPresentation == color.presentation)
    #expect(color.colorPresentation != .red && color.colorPresentation != .blue)
  }
}
