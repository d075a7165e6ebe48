/// The vector values the engine's vector lane runs: two or four Doubles laid out one after the
/// other (a point or a size, a colour, a rectangle), moved by one curve sample as a `SIMD4`.
extension AnimatedValue {
  typealias PairData = AnimatablePair<CGFloat, CGFloat>
  typealias ColorData = AnimatablePair<
    AnimatablePair<Double, Double>, AnimatablePair<Double, Double>
  >
  typealias RectData = AnimatablePair<PairData, PairData>

  /// Whether `Value` is one of the types the vector lane runs.
  static var runsInVectorLane: Bool {
    Value.self == PairData.self || Value.self == ColorData.self || Value.self == RectData.self
  }

  /// `value`'s components, zero-padded to four (only for the vector lane's types).
  @inline(__always) static func vector(_ value: Value) -> SIMD4<Double> {
    if MemoryLayout<Value>.size == MemoryLayout<(Double, Double)>.size {
      let (x, y) = unsafeBitCast(value, to: (Double, Double).self)
      return SIMD4(x, y, 0, 0)
    }
    let (x, y, z, w) = unsafeBitCast(value, to: (Double, Double, Double, Double).self)
    return SIMD4(x, y, z, w)
  }

  /// The value with `vector`'s components (only for the vector lane's types).
  @inline(__always) static func value(_ vector: SIMD4<Double>) -> Value {
    if MemoryLayout<Value>.size == MemoryLayout<(Double, Double)>.size {
      return unsafeBitCast((vector.x, vector.y), to: Value.self)
    }
    return unsafeBitCast((vector.x, vector.y, vector.z, vector.w), to: Value.self)
  }
}
