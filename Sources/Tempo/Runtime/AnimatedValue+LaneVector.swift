/// The vector values the engine's vector lanes run: two Doubles (a point or a size) moved by one
/// curve sample as a `SIMD2` in the pair lanes, or four (a colour, a rectangle) as a `SIMD4` in
/// the vector lanes.
extension AnimatedValue {
  typealias PairData = AnimatablePair<CGFloat, CGFloat>
  typealias ColorData = AnimatablePair<
    AnimatablePair<Double, Double>, AnimatablePair<Double, Double>
  >
  typealias RectData = AnimatablePair<PairData, PairData>

  /// Whether `Value` is the type the pair lanes run: two Doubles.
  static var runsInPairLane: Bool { Value.self == PairData.self }

  /// Whether `Value` is one of the types the vector lanes run: four Doubles.
  static var runsInVectorLane: Bool {
    Value.self == ColorData.self || Value.self == RectData.self
  }

  /// `value`'s two components (only for the pair lanes' type).
  @inline(__always) static func pair(_ value: Value) -> SIMD2<Double> {
    let (x, y) = unsafeBitCast(value, to: (Double, Double).self)
    return SIMD2(x, y)
  }

  /// The value with `pair`'s components (only for the pair lanes' type).
  @inline(__always) static func value(_ pair: SIMD2<Double>) -> Value {
    unsafeBitCast((pair.x, pair.y), to: Value.self)
  }

  /// `value`'s four components (only for the vector lanes' types).
  @inline(__always) static func vector(_ value: Value) -> SIMD4<Double> {
    let (x, y, z, w) = unsafeBitCast(value, to: (Double, Double, Double, Double).self)
    return SIMD4(x, y, z, w)
  }

  /// The value with `vector`'s components (only for the vector lanes' types).
  @inline(__always) static func value(_ vector: SIMD4<Double>) -> Value {
    unsafeBitCast((vector.x, vector.y, vector.z, vector.w), to: Value.self)
  }
}
