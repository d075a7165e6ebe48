import Foundation
import TempoScene
import Testing

@Suite("ShapeKind as a Shape")
struct ShapeKindShapeTests {
  static let rect = CGRect(x: 0, y: 0, width: 40, height: 20)

  @Test("each kind draws what its Shape value draws, with the corner radius where it has corners")
  func mapsOntoShapes() {
    let r = Self.rect
    #expect(ShapeKind.rectangle.path(in: r, cornerRadius: 0) == RectangleShape().path(in: r))
    #expect(
      ShapeKind.rectangle.path(in: r, cornerRadius: 4)
        == RoundedRectangleShape(cornerRadius: 4).path(in: r))
    #expect(
      ShapeKind.roundedRectangle(style: .continuous).path(in: r, cornerRadius: 4)
        == RoundedRectangleShape(cornerRadius: 4, style: .continuous).path(in: r))
    #expect(ShapeKind.capsule.path(in: r, cornerRadius: 4) == CapsuleShape().path(in: r))
    #expect(ShapeKind.ellipse.path(in: r, cornerRadius: 4) == EllipseShape().path(in: r))
    #expect(ShapeKind.star().path(in: r, cornerRadius: 4) == Star().path(in: r))
    #expect(
      ShapeKind.polygon(sides: 5).path(in: r, cornerRadius: 4)
        == RegularPolygon(sides: 5).path(in: r))
  }

  @Test("a kind used as a plain Shape has square corners")
  func plainShapeHasNoRadius() {
    #expect(ShapeKind.rectangle.path(in: Self.rect) == Path(rect: Self.rect))
  }
}
