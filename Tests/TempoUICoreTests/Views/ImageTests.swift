import Foundation
import TempoScene
@testable import TempoUICore
import Testing
import Tempo

/// `Image(systemName:)`: an unknown name draws nothing and logs one line, as SwiftUI does.
@MainActor
@Suite("Image")
struct ImageTests {
  @Test("an unknown symbol logs one line, draws nothing, and the text beside it still draws")
  func unknownSymbolWarns() {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      list = HostedView(
        HStack {
          Image(systemName: "no.such.symbol"); Text("next")
        }
      ).frame()
    }
    #expect(warnings == ["TempoUI: No symbol named 'no.such.symbol' found in TempoUI's symbol set"])
    #expect(list?.drawn.count == 1)
    #expect(list?.texts("next").count == 1)
  }

  struct Rating: View {
    @State var selected = false
    @State var big = false
    var body: some View {
      HStack(spacing: 25) {
        Image(systemName: selected ? "star.fill" : "star")
          .foregroundColor(selected ? .yellow : .gray)
          .font(big ? .largeTitle : .title)
        Text("pick").onTapGesture { selected = true }
        Text("grow").onTapGesture { big = true }
      }
    }
  }

  @Test(
    "a star turned star.fill and grey turned yellow keeps its layout: nothing is laid out again, the filled star is where the outline was"
  )
  func sameSizedSymbolKeepsLayout() {
    let hosted = HostedView(Rating())
    hosted.frame()
    let before = hosted.host.frames(of: Image.self)
    hosted.click(text: "pick")
    let list = hosted.frame(1)
    #expect(hosted.relaidOut(Image.self) == [false])
    #expect(hosted.relaidOut(Rating.self) == [false])
    // title: 28 pt, the aspect of both stars 1.
    #expect(before.map(\.size) == [CGSize(width: 28, height: 28)])
    #expect(hosted.host.frames(of: Image.self) == before)
    #expect(list.fills(Color(hex: 0xFFD60A)).count == 1)  // the spec's dark yellow
  }

  @Test("a symbol whose font changes is laid out again, with its row: 28 pt (title), then 34 pt")
  func fontChangeRelaysSymbol() {
    let hosted = HostedView(Rating())
    hosted.frame()
    hosted.click(text: "grow")
    hosted.frame(1)
    #expect(hosted.relaidOut(Image.self) == [true])
    #expect(hosted.relaidOut(Rating.self) == [true])
    #expect(hosted.host.frames(of: Image.self).map(\.size) == [CGSize(width: 34, height: 34)])
  }
}

/// `.resizable()`, `Image(_:)` without assets and `.imageScale(_:)`.
@MainActor
@Suite("Image: resizing and scales")
struct ImageResizingTests {
  /// circle.fill's radius over its frame's height: (14 − 28/12 + 1) / 28 (its design units).
  let discRatio = (14 - 28.0 / 12 + 1) / 28

  @Test(
    "a resizable circle.fill in a 100 × 100 frame is a disc of radius 100 × 12.67/28 at its centre")
  func resizableFillsFrame() {
    let list = HostedView(
      Image(systemName: "circle.fill").resizable().foregroundColor(.red)
        .frame(width: 100, height: 100)
    ).frame()
    let radius = 100 * discRatio
    let expected = rect(240 - radius, 160 - radius, 2 * radius, 2 * radius)
    #expect(list.fills(.red).count == 1)
    #expect(list.fills(.red).first?.rect.isClose(to: expected, within: 1e-6) == true)
  }

  @Test("a resizable symbol under scaledToFit in a 200 × 100 frame is 100 × 100, centred")
  func resizableScaledToFit() {
    let list = HostedView(
      Image(systemName: "circle.fill").resizable().scaledToFit().foregroundColor(.red)
        .frame(width: 200, height: 100)
    ).frame()
    let radius = 100 * discRatio
    let expected = rect(240 - radius, 160 - radius, 2 * radius, 2 * radius)
    #expect(list.fills(.red).first?.rect.isClose(to: expected, within: 1e-6) == true)
  }

  @Test("a resizable outline symbol's line scales with its height: 2 pt at 28 pt, 10 pt at 140")
  func resizableOutlineLineWidth() {
    let list = HostedView(
      Image(systemName: "circle").resizable().frame(width: 140, height: 140)
    ).frame()
    let widths = list.commands.compactMap { command -> Double? in
      if case .stroke(_, _, let style, _, _) = command { return style.lineWidth }
      return nil
    }
    #expect(widths == [10])
  }

  @Test("Image(\"photo\") logs SwiftUI's line, draws nothing and takes no space beside a square")
  func assetImageIsEmpty() {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      list = HostedView(
        HStack(spacing: 0) {
          Image("photo")
          Color.red.frame(width: 10, height: 10)
        }
      ).frame()
    }
    #expect(
      warnings == [
        "TempoUI: No image named 'photo' found in asset catalog for \(Bundle.main.bundlePath)"
      ])
    #expect(list?.drawn.count == 1)
    #expect(list?.fills(.red).first?.rect == rect(235, 155, 10, 10))
  }

  @Test("imageScale(.large) draws a body-font symbol 1.3 × 17 tall; .small 0.8 × 17")
  func imageScale() {
    func height(_ scale: Image.Scale) -> Double? {
      let list = HostedView(
        Image(systemName: "circle.fill").foregroundColor(.red).imageScale(scale)
      ).frame()
      return list.fills(.red).first.map { Double($0.rect.height) }
    }
    let medium = height(.medium) ?? 0
    #expect(abs(medium - 17 * 2 * discRatio) < 1e-6)
    #expect(abs((height(.large) ?? 0) - 1.3 * medium) < 1e-6)
    #expect(abs((height(.small) ?? 0) - 0.8 * medium) < 1e-6)
  }
}

extension ImageTests {
  @Test(
    "glyph symbols under a red-to-blue top-to-bottom gradient foregroundStyle are each drawn white inside a gradient mask placed in the symbol's rect, without a warning"
  )
  func glyphSymbolWithGradientIsDrawnThroughTheGradient() {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      list = HostedView(
        VStack {
          Image(systemName: "gear"); Image(systemName: "trash")
        }
        .foregroundStyle(
          LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
      ).frame()
    }
    #expect(warnings.isEmpty)
    let commands = list?.commands ?? []
    var masked = 0
    for index in commands.indices.dropLast(2) {
      guard case .pushGradientMask(let paint, let bounds, _) = commands[index],
        case .image(.iconGlyph, let rect, _, let tint, _, _) = commands[index + 1],
        case .popGradientMask = commands[index + 2]
      else { continue }
      masked += 1
      #expect(tint == .white)
      #expect(bounds == rect && paint.bounds == rect)
      #expect(paint.kind == .linear(start: .top, end: .bottom))
      #expect(paint.stops.count == 2)
      #expect(paint.stops.first?.color.isClose(to: Color.red.resolved(in: .dark)) == true)
      #expect(paint.stops.last?.color.isClose(to: Color.blue.resolved(in: .dark)) == true)
    }
    #expect(masked == 2)
  }
}
