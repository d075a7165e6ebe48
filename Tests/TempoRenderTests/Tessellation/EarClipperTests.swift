import Foundation
import Testing

@testable import TempoRender

@Suite("EarClipper and HoleBridger")
struct EarClipperTests {
  static func area(_ indices: [Int32], _ positions: [TessPoint]) -> (total: Double, flipped: Int) {
    var total = 0.0
    var flipped = 0
    for t in stride(from: 0, to: indices.count, by: 3) {
      let (a, b, c) = (
        positions[Int(indices[t])], positions[Int(indices[t + 1])],
        positions[Int(indices[t + 2])]
      )
      let area = (b - a).cross(c - a) / 2
      total += area
      if area < 0 { flipped += 1 }
    }
    return (total, flipped)
  }

  @Test("a star is cut into n − 2 triangles covering its area")
  func star() {
    let points = TessellationShapes.starPoints(center: CGPoint(x: 0, y: 0), outer: 10)
      .map { TessPoint(Double($0.x), Double($0.y)) }
    var indices: [Int32] = []
    EarClipper.triangulate(ring: Array(0..<10), positions: points, base: 0, into: &indices)
    let inner = 10 * cos(Double.pi * 2 / 5) / cos(Double.pi / 5)
    let result = Self.area(indices, points)
    #expect(indices.count == 3 * 8)
    #expect(result.flipped == 0)
    #expect(abs(result.total - 5 * 10 * inner * sin(Double.pi / 5)) < 1e-9)
  }

  @Test("a bridged hole leaves the area between the rings")
  func hole() {
    let points = [
      TessPoint(0, 0), TessPoint(10, 0), TessPoint(10, 10), TessPoint(0, 10),
      TessPoint(3, 3), TessPoint(3, 6), TessPoint(6, 6), TessPoint(6, 3),
    ]
    let ring = HoleBridger.merge(outer: [0, 1, 2, 3], holes: [[4, 5, 6, 7]], positions: points)
    #expect(ring.count == 10)
    var indices: [Int32] = []
    EarClipper.triangulate(ring: ring, positions: points, base: 0, into: &indices)
    let result = Self.area(indices, points)
    #expect(result.flipped == 0)
    #expect(abs(result.total - (100 - 9)) < 1e-9)
  }
}
