import Testing

@testable import TempoRender

@Suite("Dasher")
struct DasherTests {
  static func points(_ xy: [(Double, Double)]) -> [TessPoint] { xy.map { TessPoint($0.0, $0.1) } }

  static func dashes(
    _ xy: [(Double, Double)], closed: Bool = false, pattern: [Double], phase: Double = 0
  ) -> [[TessPoint]] {
    Dasher.dash(
      [FlattenedSubpath(points: points(xy), isClosed: closed)], pattern: pattern, phase: phase
    ).map(\.points)
  }

  @Test("10 on, 5 off along 40 px gives dashes at 0–10, 15–25 and 30–40")
  func pattern() {
    #expect(
      Self.dashes([(0, 0), (40, 0)], pattern: [10, 5]) == [
        Self.points([(0, 0), (10, 0)]), Self.points([(15, 0), (25, 0)]),
        Self.points([(30, 0), (40, 0)]),
      ])
  }

  @Test("a phase of 5 starts 5 px into the first dash: dashes at 0–5, 10–20 and 25–35")
  func phase() {
    #expect(
      Self.dashes([(0, 0), (40, 0)], pattern: [10, 5], phase: 5) == [
        Self.points([(0, 0), (5, 0)]), Self.points([(10, 0), (20, 0)]),
        Self.points([(25, 0), (35, 0)]),
      ])
  }

  @Test("an odd pattern [10] is 10 on, 10 off")
  func oddPattern() {
    #expect(
      Self.dashes([(0, 0), (40, 0)], pattern: [10]) == [
        Self.points([(0, 0), (10, 0)]), Self.points([(20, 0), (30, 0)]),
      ])
  }

  @Test("a dash turns corners, keeping the corner point")
  func corner() {
    #expect(
      Self.dashes([(0, 0), (10, 0), (10, 10)], pattern: [15, 100]) == [
        Self.points([(0, 0), (10, 0), (10, 5)])
      ])
  }

  @Test("on a closed square a dash running through the start continues into the first")
  func closedContinues() {
    // Perimeter 40, 5 on / 5 off from phase 2.5: on at 0–2.5, 7.5–12.5, …, 37.5–40.
    let dashes = Self.dashes(
      [(0, 0), (10, 0), (10, 10), (0, 10)], closed: true, pattern: [5, 5], phase: 2.5)
    #expect(dashes.count == 4)
    #expect(dashes[0] == Self.points([(0, 2.5), (0, 0), (2.5, 0)]))
  }

  @Test("an empty, negative or all-zero pattern leaves the line solid")
  func solid() {
    let line = [(0.0, 0.0), (40.0, 0.0)]
    for pattern in [[], [-1, 5], [0, 0], [Double.nan]] {
      #expect(Self.dashes(line, pattern: pattern) == [Self.points(line)])
    }
  }
}
