import Tempo
import TempoTestSupport
import Testing

private struct First: CustomAnimation {
  var value: Int
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? { nil }
}

/// Same stored property and value as `First`, but a different type.
private struct Second: CustomAnimation {
  var value: Int
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? { nil }
}

@Suite("Animation equality and hashing")
struct AnimationHashableTests {
  @Test("animations with equal bases of the same type are equal and hash equally")
  func equalBases() {
    #expect(Animation(First(value: 1)) == Animation(First(value: 1)))
    #expect(Animation(First(value: 1)).hashValue == Animation(First(value: 1)).hashValue)
    #expect(Animation.easeIn(duration: 0.2) == .easeIn(duration: 0.2))
    #expect(Animation.easeIn == .easeIn(duration: 0.35))
    #expect(Animation.spring(duration: 0.5, bounce: 0) == .smooth)
    #expect(Animation.linear.delay(1) == Animation.linear.delay(1))
  }

  @Test("different values of the same type are not equal")
  func differentValues() {
    #expect(Animation(First(value: 1)) != Animation(First(value: 2)))
    #expect(Animation.easeIn(duration: 0.2) != .easeIn(duration: 0.3))
    #expect(Animation.easeIn != .easeOut)
    #expect(Animation.linear.delay(1) != Animation.linear.delay(2))
    #expect(Animation.linear.delay(1) != Animation.linear.speed(1))
  }

  @Test("bases of different types are never equal, even with the same stored values")
  func differentTypes() {
    #expect(Animation(First(value: 1)) != Animation(Second(value: 1)))
    #expect(Animation.spring(duration: 0.5) != .interpolatingSpring(duration: 0.5))
  }

  @Test("animations work as set elements and dictionary keys")
  func setsAndDictionaries() {
    let set: Set<Animation> = [
      .easeIn, .easeIn(duration: 0.35), .easeOut, Animation(First(value: 1)),
    ]
    #expect(set.count == 3)
    let names: [Animation: String] = [.linear: "linear", .bouncy: "bouncy"]
    #expect(names[.linear(duration: 0.35)] == "linear")
  }
}
