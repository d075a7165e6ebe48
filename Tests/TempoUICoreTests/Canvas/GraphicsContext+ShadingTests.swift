import Foundation
import TempoScene
import TempoUICore
import Testing

/// A shading's gradient points are in the drawing's coordinates; a shape style's are placed in
/// the box around the outline; `.foreground` is the environment's style.
@MainActor
@Suite("GraphicsContext.Shading")
struct GraphicsContextShadingTests {
  func gradient(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws
    -> GradientPaint
  {
    let list = HostedView(Canvas(renderer: renderer).frame(width: 100, height: 100)).frame()
    return try #require(list.gradients.first).paint
  }

  @Test(".linearGradient from (0, 0) to (100, 0): a quarter of the way, at x 25, is location 0.25")
  func linearInDrawingCoordinates() throws {
    let paint = try gradient { context, _ in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 100, height: 10)),
        with: .linearGradient(
          Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
    }
    #expect(abs(paint.location(at: CGPoint(x: 25, y: 5)) - 0.25) < 1e-12)
  }

  @Test(".radialGradient about (50, 50) from 0 to 50: 25 points out is 0.5")
  func radial() throws {
    let paint = try gradient { context, _ in
      context.fill(
        Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)),
        with: .radialGradient(
          Gradient(colors: [.white, .black]), center: CGPoint(x: 50, y: 50), startRadius: 0,
          endRadius: 50))
    }
    #expect(abs(paint.location(at: CGPoint(x: 75, y: 50)) - 0.5) < 1e-12)
  }

  @Test(
    ".style(LinearGradient leading → trailing) is placed in the path's box: x 30 of (20 … 60) is 0.25"
  )
  func styleInThePathsBox() throws {
    let paint = try gradient { context, _ in
      context.fill(
        Path(CGRect(x: 20, y: 0, width: 40, height: 10)),
        with: .style(
          LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
    }
    #expect(abs(paint.location(at: CGPoint(x: 30, y: 5)) - 0.25) < 1e-12)
  }

  @Test(".foreground is the environment's foreground colour")
  func foreground() {
    let list = HostedView(
      Canvas { context, _ in
        context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .foreground)
      }
      .frame(width: 20, height: 20)
      .foregroundColor(.purple)
    ).frame()
    #expect(list.fills(.purple).count == 1)
  }
}
