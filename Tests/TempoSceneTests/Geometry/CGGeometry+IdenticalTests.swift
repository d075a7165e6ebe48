import Foundation
import Testing

@testable import TempoScene

@Suite("CGRect and CGSize compared field by field")
struct CGGeometryIdenticalTests {
  @Test("a rectangle is identical to one with the same four fields, and to no other")
  func rectangles() {
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect.isIdentical(to: CGRect(x: 1, y: 2, width: 3, height: 4)))
    for other in [
      CGRect(x: 0, y: 2, width: 3, height: 4), CGRect(x: 1, y: 0, width: 3, height: 4),
      CGRect(x: 1, y: 2, width: 0, height: 4), CGRect(x: 1, y: 2, width: 3, height: 0),
    ] {
      #expect(!rect.isIdentical(to: other))
    }
    // Not standardised: the same area with a negative size is another rectangle.
    #expect(!rect.isIdentical(to: CGRect(x: 4, y: 6, width: -3, height: -4)))
  }

  @Test("a size is identical to one with the same width and height, and to no other")
  func sizes() {
    let size = CGSize(width: 1, height: 1)
    #expect(size.isIdentical(to: CGSize(width: 1, height: 1)))
    #expect(!size.isIdentical(to: CGSize(width: 1, height: 2)))
    #expect(!size.isIdentical(to: CGSize(width: 2, height: 1)))
  }
}
