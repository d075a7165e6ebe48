import Tempo
import TempoTestSupport
import Testing

/// A type that opts out of animation by using empty data.
private struct Label: Animatable {
  typealias AnimatableData = EmptyAnimatableData
  var text = "hello"
}

/// A type with custom animatable data.
private struct Bar: Animatable {
  var height: Double
  var animatableData: Double {
    get { height * 2 }
    set { height = newValue / 2 }
  }
}

@Suite("Animatable defaults")
struct AnimatableTests {
  @Test("a type with EmptyAnimatableData never animates: setting its data changes nothing")
  func emptyNeverAnimates() {
    var label = Label()
    #expect(label.animatableData == EmptyAnimatableData())
    label.animatableData = EmptyAnimatableData()
    #expect(label.text == "hello")
  }

  @Test("a vector type is its own animatable data")
  func vectorIsOwnData() {
    var value = 1.5
    value.animatableData += 1
    #expect(value == 2.5)
  }

  @Test("a custom animatable type round-trips through its data")
  func customRoundTrip() {
    var bar = Bar(height: 3)
    #expect(bar.animatableData == 6)
    bar.animatableData = 10
    #expect(bar.height == 5)
  }
}
