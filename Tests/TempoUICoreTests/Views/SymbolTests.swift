import Tempo
import TempoScene
import TempoUICore
import Testing

/// `Image(systemName:)`'s set of symbols, as drawn: one fill or stroke each, inside its frame.
@MainActor
@Suite("Symbol")
struct SymbolTests {
  /// The documented set (tempo-ui.md §2) and whether each is filled.
  nonisolated static let names = [
    "star", "star.fill", "star.leadinghalf.filled", "heart", "heart.fill", "circle",
    "circle.fill", "checkmark", "checkmark.circle.fill", "xmark", "xmark.circle.fill", "plus",
    "minus", "play.fill", "pause.fill", "chevron.left", "chevron.right", "arrow.clockwise",
    "bell.fill", "hand.thumbsup.fill",
  ]

  /// Whether SF Symbols' name says the symbol is filled (".fill", ".filled").
  nonisolated static func isFilled(_ name: String) -> Bool {
    name.hasSuffix(".fill") || name.hasSuffix(".filled")
  }

  /// The draw commands of `name` alone at `font`, with its frame (centred in 480 × 320).
  func drawn(_ name: String, font: Font = .title) -> [DrawCommand] {
    HostedView(Image(systemName: name).font(font)).frame().commands.filter {
      switch $0 {
      case .fill, .stroke: true
      default: false
      }
    }
  }

  @Test(
    "each of the 20 symbols is one non-empty fill (.fill names) or round stroke 2 pt wide at 28 pt",
    arguments: names)
  func filledOrStroked(name: String) throws {
    let commands = drawn(name)
    try #require(commands.count == 1)
    switch commands[0] {
    case .fill(let path, let color, _, _):
      #expect(Self.isFilled(name))
      #expect(!path.elements.isEmpty)
      #expect(color == .white)
    case .stroke(let path, let color, let style, _, _):
      #expect(!Self.isFilled(name))
      #expect(!path.elements.isEmpty)
      #expect(color == .white)
      #expect(style == StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
    default: Issue.record("not a fill or stroke")
    }
  }

  @Test(
    "each symbol's path, with half its line width around a stroke, lies inside its 28-pt frame",
    arguments: names)
  func withinFrame(name: String) throws {
    let command = try #require(drawn(name).first)
    // The frame is 28 pt high, centred in 480 × 320; the chevrons' is 0.6 × 28 = 16.8 wide.
    let width = name.hasPrefix("chevron") ? 16.8 : 28
    let frame = rect(240 - width / 2, 146, width, 28)
    let box: CGRect
    switch command {
    case .fill(let path, _, let transform, _): box = path.bounds(transform)
    case .stroke(let path, _, let style, let transform, _):
      let half = style.lineWidth / 2
      box = path.bounds(transform).insetBy(dx: -half, dy: -half)
    default: return
    }
    #expect(box.width > 0 && box.height > 0)
    #expect(box.minX >= frame.minX - 1e-9 && box.maxX <= frame.maxX + 1e-9, "\(box) in \(frame)")
    #expect(box.minY >= frame.minY - 1e-9 && box.maxY <= frame.maxY + 1e-9, "\(box) in \(frame)")
  }

  @Test("a stroked symbol's line width scales with the font: 1 pt at 14 pt, 34/14 pt at 34 pt")
  func lineWidthScales() {
    for (size, width) in [(14.0, 1.0), (34, 34.0 / 14)] {
      guard case .stroke(_, _, let style, _, _) = drawn("heart", font: .system(size: size)).first
      else {
        Issue.record("no stroke at \(size) pt")
        continue
      }
      #expect(abs(style.lineWidth - width) < 1e-12)
    }
  }

  @Test("frames are square at the font size, the chevrons 0.6 as wide: a 10-pt square follows")
  func frameWidths() {
    for (name, width) in [("star", 28.0), ("hand.thumbsup.fill", 28), ("chevron.right", 16.8)] {
      let list = HostedView(
        HStack(spacing: 0) {
          Image(systemName: name)
          Color.red.frame(width: 10, height: 10)
        }
        .font(.title)
      ).frame()
      // The row (width + 10) is centred at 240: the square starts at 240 + (width − 10) / 2.
      let square = list.fills(.red).first?.rect.minX ?? 0
      #expect(abs(Double(square) - (240 + (width - 10) / 2)) < 1e-9, "\(name)")
    }
  }

  @Test("an unknown name draws nothing")
  func unknownNameDrawsNothing() {
    #expect(drawn("no.such.symbol").isEmpty)
  }
}
