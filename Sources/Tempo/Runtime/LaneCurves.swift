/// The kinds of a lane's timing curves (internal): each kind's duration and curve, and each
/// distinct curve's coefficients and first-guess table, stored once however many durations use
/// it.
///
/// Kinds that differ only in duration (an animation whose duration follows a distance, say)
/// share their curve's table: with one table per kind, 100,000 durations made 26 MB of tables
/// that every tick's solves read through the cache.
struct LaneCurves {
  /// Each kind's duration (s).
  private(set) var durations: [Double] = []
  /// Each kind's curve: an index into `coefficients`.
  private(set) var curveOfKind: [Int] = []
  /// Each distinct curve's coefficients.
  private(set) var coefficients: [BezierCoefficients] = []
  /// Each distinct curve's first-guess table, one after the other (`tableSize` values each;
  /// NaNs where the curve has none).
  private(set) var guessTables: [Double] = []
  /// The index of each distinct curve.
  private var curveIndices: [BezierCoefficients: Int] = [:]

  /// How many kinds there are.
  var count: Int { durations.count }

  /// The coefficients of `kind`'s curve.
  func curve(ofKind kind: Int) -> BezierCoefficients { coefficients[curveOfKind[kind]] }

  /// Adds a kind following `bezier` for `duration` seconds; returns its index.
  mutating func append(_ bezier: CubicBezier, duration: Double) -> Int {
    let curve: Int
    if let known = curveIndices[bezier.coefficients] {
      curve = known
    } else {
      curve = coefficients.count
      coefficients.append(bezier.coefficients)
      guessTables +=
        bezier.guesses.isEmpty
        ? Array(repeating: .nan, count: BezierCoefficients.tableSize) : bezier.guesses
      curveIndices[bezier.coefficients] = curve
    }
    durations.append(duration)
    curveOfKind.append(curve)
    return durations.count - 1
  }
}
