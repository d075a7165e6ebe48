import Testing
import Tempo
import TempoTestSupport

@MainActor
@Suite("AnimatedProperty")
struct AnimatedPropertyTests {
  @Test("a colour animates in linear light: halfway from black to white is sRGB 0.7354")
  func colourMidpointIsLinearLight() {
    let timeline = Timeline()
    let colour = AnimatedProperty(Color.black, engine: timeline.engine)
    withAnimation(.linear(duration: 1)) { colour.value = .white }
    timeline.tick(at: 0)
    timeline.tick(at: 0.5)
    // Linear 0.5 encodes to 1.055 · 0.5^(1/2.4) − 0.055.
    let expected = 1.055 * pow(0.5, 1 / 2.4) - 0.055
    #expect(abs(colour.presentation.red - expected) < 1e-9)
    #expect(abs(colour.presentation.opacity - 1) < 1e-12)
  }

  @Test("a point animates both coordinates")
  func pointAnimates() {
    let timeline = Timeline()
    let point = AnimatedProperty(CGPoint(x: 0, y: 10), engine: timeline.engine)
    withAnimation(.linear(duration: 2)) { point.value = CGPoint(x: 20, y: 30) }
    timeline.tick(at: 0)
    timeline.tick(at: 1)
    #expect(abs(point.presentation.x - 10) < 1e-9)
    #expect(abs(point.presentation.y - 20) < 1e-9)
    #expect(point.value == CGPoint(x: 20, y: 30))
  }

  @Test("a cached presentation follows every tick, jump and model change")
  func presentationIsNeverStale() {
    let timeline = Timeline()
    let opacity = AnimatedProperty(0.0, engine: timeline.engine)  // a Double: the fast lane
    let size = AnimatedProperty(CGSize(width: 0, height: 0), engine: timeline.engine)
    withAnimation(.linear(duration: 1)) {
      opacity.value = 1
      size.value = CGSize(width: 10, height: 20)
    }
    timeline.tick(at: 0)
    for step in 1...4 {
      timeline.tick(at: Double(step) / 4)
      #expect(abs(opacity.presentation - Double(step) / 4) < 1e-12)
      #expect(abs(size.presentation.width - 10 * Double(step) / 4) < 1e-12)
      #expect(opacity.presentation == opacity.presentation)
    }
    opacity.value = 0.5
    size.value = CGSize(width: 3, height: 4)
    #expect(opacity.presentation == 0.5)
    #expect(size.presentation == CGSize(width: 3, height: 4))
  }
}

@MainActor
@Suite("AnimatedProperty at rest")
struct AnimatedPropertyIdleTests {
  static let colours: [Color] = [
    .red, .yellow, .blue, .purple, Color(red: 1, green: 0.3, blue: 0.7, opacity: 0.9),
    Color(red: 0.123456789, green: 0.987654321, blue: 0.5),
  ]

  @Test("an idle colour property shows its model exactly, new and after an animation ends")
  func idleColourIsExact() {
    let timeline = Timeline()
    for colour in Self.colours {
      let property = AnimatedProperty(colour, engine: timeline.engine)
      #expect(property.presentation == colour)
      withAnimation(.linear(duration: 0.5)) { property.value = .black }
      withAnimation(.spring(duration: 0.3)) { property.value = colour }
      timeline.run(until: timeline.now + 3)
      #expect(!property.isAnimating)
      #expect(property.presentation == colour)
      property.value = .white
      property.value = colour
      #expect(property.presentation == colour)
    }
  }
}
