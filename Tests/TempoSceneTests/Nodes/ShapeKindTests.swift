import Testing

@testable import TempoScene

@Suite("Shape kinds")
struct ShapeKindTests {
  @Test("only the rectangle and the rounded rectangle follow the corner radius")
  func hasCorners() {
    #expect(ShapeKind.rectangle.hasCorners)
    #expect(ShapeKind.roundedRectangle().hasCorners)
    #expect(!ShapeKind.capsule.hasCorners)
    #expect(!ShapeKind.ellipse.hasCorners)
    #expect(!ShapeKind.star().hasCorners)
    #expect(!ShapeKind.polygon(sides: 6).hasCorners)
    #expect(!ShapeKind.path(Path()).hasCorners)
  }
}
