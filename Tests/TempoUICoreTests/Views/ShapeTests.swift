import Tempo
import TempoScene
import TempoUICore
import Testing

/// The built-in shapes' defaults, as SwiftUI documents them.
@MainActor
@Suite("Shape")
struct ShapeTests {
  @Test(
    "RoundedRectangle(cornerRadius:) has continuous corners, as SwiftUI's init(cornerRadius:style:) defaults to: the top edge starts 1.528665 radii in, not 1"
  )
  func roundedRectangleIsContinuousByDefault() {
    let box = CGRect(x: 0, y: 0, width: 100, height: 100)
    let path = TempoUICore.RoundedRectangle(cornerRadius: 10).path(in: box)
    #expect(path.elements[0] == .move(to: CGPoint(x: 15.28665, y: 0)))
    #expect(
      path == TempoUICore.RoundedRectangle(cornerRadius: 10, style: .continuous).path(in: box))
    #expect(path != TempoUICore.RoundedRectangle(cornerRadius: 10, style: .circular).path(in: box))
  }

  @Test(
    "a drawn RoundedRectangle(cornerRadius: 10) 100 pt square centred in 480 × 320 fills the continuous outline from (205.28665, 110)"
  )
  func drawnRoundedRectangleIsContinuous() {
    let list = HostedView(
      TempoUICore.RoundedRectangle(cornerRadius: 10).fill(.red).frame(width: 100, height: 100)
    )
    .frame()
    let fills = list.commands.compactMap { command -> CGPoint? in
      guard case .fill(let path, _, let transform, _) = command,
        case .move(let start)? = path.elements.first
      else { return nil }
      return transform.apply(to: start)
    }
    #expect(fills.count == 1)
    #expect(fills.first.map { abs($0.x - 205.28665) < 1e-9 && abs($0.y - 110) < 1e-9 } == true)
  }

  @Test(
    "Path(roundedRect:cornerSize:) and addRoundedRect(in:cornerSize:) have continuous corners by default, as in SwiftUI"
  )
  func pathRoundedRectsAreContinuousByDefault() {
    let box = CGRect(x: 0, y: 0, width: 100, height: 100)
    let continuous = Path(roundedRect: box, cornerRadius: 10, style: .continuous)
    #expect(Path(roundedRect: box, cornerSize: CGSize(width: 10, height: 10)) == continuous)
    var added = Path()
    added.addRoundedRect(in: box, cornerSize: CGSize(width: 10, height: 10))
    #expect(added == continuous)
  }
}
