import Foundation
import TempoScene
import TempoUICore
import Testing

/// A context's transform, opacity and clips apply to what it draws next, and to its copies;
/// a copy's changes stay in the copy.
@MainActor
@Suite("GraphicsContext")
struct GraphicsContextTests {
  /// The commands a 100 × 100 canvas at the window's top-left corner draws.
  func drawn(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> DisplayList {
    HostedView(
      Canvas(renderer: renderer).frame(width: 100, height: 100), width: 100, height: 100
    ).frame()
  }

  let unit = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

  @Test("translateBy(20, 0) then scaleBy(2, 2) maps the 10-point square to (20, 0, 20 × 20)")
  func transforms() {
    let list = drawn { context, _ in
      context.translateBy(x: 20, y: 0)
      context.scaleBy(x: 2, y: 2)
      context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
    }
    #expect(list.fills(.red).map(\.rect) == [rect(20, 0, 20, 20)])
  }

  @Test("rotate(by: 90°) turns (10, 0) to (0, 10): the square lands at (−10, 0, 10 × 10)")
  func rotation() {
    let list = drawn { context, _ in
      context.rotate(by: .degrees(90))
      context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
    }
    let box = list.fills(.red)[0].rect
    #expect(box.isClose(to: rect(-10, 0, 10, 10), within: 1e-9))
  }

  @Test("stroke(lineWidth: 3) and stroke(style:) reach the display list with their widths")
  func strokes() {
    let list = drawn { context, _ in
      context.stroke(
        Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red), lineWidth: 3)
      context.stroke(
        Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue),
        style: StrokeStyle(lineWidth: 5, dash: [2, 2]))
    }
    let widths = list.commands.compactMap { command -> Double? in
      guard case .stroke(_, _, let style, _, _) = command else { return nil }
      return style.lineWidth
    }
    #expect(widths == [3, 5])
  }

  @Test(
    "a copy's clip applies to the copy only: push-clip, its fill, pop-clip, then the original's fill"
  )
  func clipsStayInTheirCopy() {
    let list = drawn { context, _ in
      var clipped = context
      clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
      clipped.fill(Path(CGRect(x: 0, y: 0, width: 80, height: 80)), with: .color(.red))
      context.fill(Path(CGRect(x: 0, y: 0, width: 80, height: 80)), with: .color(.blue))
    }
    let kinds = list.commands.map { command -> String in
      switch command {
      case .pushClip(let rect): "clip \(Int(rect.width))"
      case .popClip: "pop"
      case .fill(_, let color, _, _): color == .red ? "red" : "blue"
      default: "other"
      }
    }
    #expect(kinds == ["clip 50", "red", "pop", "blue"])
  }

  @Test("drawLayer's changes stay in the layer; opacity multiplies each drawing")
  func layers() {
    let list = drawn { context, _ in
      context.opacity = 0.5
      context.drawLayer { layer in
        layer.translateBy(x: 30, y: 0)
        layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
      }
      context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
    }
    #expect(list.fills(.red).map(\.rect.minX) == [30])
    #expect(list.fills(.blue).map(\.rect.minX) == [0])
    #expect(list.fills(.blue).map(\.opacity) == [0.5])
  }

  @Test("a clip to a circle, a filter or another blend mode logs one line each")
  func unsupportedWarn() {
    let warnings = RuntimeWarning.capture {
      _ = drawn { context, _ in
        context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)))
        context.addFilter(.blur(radius: 3))
        context.blendMode = .plusLighter
        context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
      }
    }
    #expect(
      warnings == [
        "TempoUI: GraphicsContext.clip(to:): TempoUI clips to the box around the outline",
        "TempoUI: GraphicsContext.addFilter is not drawn: TempoUI has no filters",
        "TempoUI: GraphicsContext.blendMode .plusLighter is drawn as .normal",
      ])
  }
}
