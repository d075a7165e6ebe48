import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// SwiftUI's stack layout: a stack offers space to its least flexible children first, lines
/// them up with `spacing` (nil = 8) and aligns them across its axis; the root is centred in the
/// 480 × 320 scene. Text is measured as 0.6 × size per character, 1.2 × size per line.
@MainActor
@Suite("Stack arrangement")
struct StackArrangementTests {
  @Test("HStack with nil spacing puts 8 pt between 40×20 and 60×30, centred vertically")
  func hStackDefaultSpacing() {
    let list = HostedView(
      HStack {
        Color.red.frame(width: 40, height: 20)
        Color.blue.frame(width: 60, height: 30)
      }
    ).frame()
    // The row is 40 + 8 + 60 = 108 × 30, at ((480 − 108) / 2, (320 − 30) / 2) = (186, 145).
    #expect(list.fills(.red).map(\.rect) == [rect(186, 150, 40, 20)])
    #expect(list.fills(.blue).map(\.rect) == [rect(234, 145, 60, 30)])
  }

  @Test("HStack(alignment: .top/.bottom, spacing: 0) aligns a 20-pt child to the row's top/bottom")
  func hStackAlignment() {
    func rows(_ alignment: VerticalAlignment) -> DisplayList {
      HostedView(
        HStack(alignment: alignment, spacing: 0) {
          Color.red.frame(width: 40, height: 20)
          Color.blue.frame(width: 60, height: 30)
        }
      ).frame()
    }
    // 100 × 30 at (190, 145).
    #expect(rows(.top).fills(.red).map(\.rect) == [rect(190, 145, 40, 20)])
    #expect(rows(.bottom).fills(.red).map(\.rect) == [rect(190, 155, 40, 20)])
    #expect(rows(.top).fills(.blue).map(\.rect) == [rect(230, 145, 60, 30)])
  }

  @Test("VStack with nil spacing stacks 40×20 over 60×30 8 pt apart, leading or trailing aligned")
  func vStackSpacingAndAlignment() {
    func column(_ alignment: HorizontalAlignment) -> DisplayList {
      HostedView(
        VStack(alignment: alignment) {
          Color.red.frame(width: 40, height: 20)
          Color.blue.frame(width: 60, height: 30)
        }
      ).frame()
    }
    // The column is 60 × (20 + 8 + 30) = 60 × 58, at (210, 131).
    #expect(column(.leading).fills(.red).map(\.rect) == [rect(210, 131, 40, 20)])
    #expect(column(.leading).fills(.blue).map(\.rect) == [rect(210, 159, 60, 30)])
    #expect(column(.trailing).fills(.red).map(\.rect) == [rect(230, 131, 40, 20)])
    #expect(column(.center).fills(.red).map(\.rect) == [rect(220, 131, 40, 20)])
  }

  @Test("HStack of 300 pt: Text and a 50-pt frame get their size first, the Color takes the rest")
  func leastFlexibleFirst() {
    let list = HostedView(
      HStack {
        Text("Hello")
        Color.red
        Color.blue.frame(width: 50)
      }
      .frame(width: 300, height: 100)
    ).frame()
    // Text: measured w × h. Colour: 300 − w − 50 − 2 × 8. Origin (90, 110).
    let hello = measuredText("Hello")
    let (w, h) = (Double(hello.width), Double(hello.height))
    let text = list.texts("Hello")
    #expect(text.count == 1)
    #expect(text.first?.rect.isClose(to: rect(90, 110 + (100 - h) / 2, w, h)) == true)
    #expect(
      list.fills(.red).first?.rect.isClose(to: rect(90 + w + 8, 110, 300 - w - 50 - 16, 100))
        == true)
    #expect(list.fills(.blue).first?.rect.isClose(to: rect(340, 110, 50, 100)) == true)
  }

  @Test("two Colors in a 210-pt HStack with spacing 10 take 100 pt each")
  func equalShares() {
    let list = HostedView(
      HStack(spacing: 10) {
        Color.red
        Color.blue
      }
      .frame(width: 210, height: 50)
    ).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(135, 135, 100, 50)])
    #expect(list.fills(.blue).map(\.rect) == [rect(245, 135, 100, 50)])
  }

  @Test("a Color capped at maxWidth 50 is sized before an unbounded one, which takes 242 of 300")
  func cappedChildFirst() {
    let list = HostedView(
      HStack {
        Color.blue
        Color.red.frame(maxWidth: 50)
      }
      .frame(width: 300, height: 10)
    ).frame()
    // Blue: 300 − 8 − 50 = 242, from x = 90; red from 90 + 242 + 8 = 340.
    #expect(list.fills(.blue).map(\.rect) == [rect(90, 155, 242, 10)])
    #expect(list.fills(.red).map(\.rect) == [rect(340, 155, 50, 10)])
  }

  @Test("an `if false` and an EmptyView in an HStack take no space and no spacing")
  func emptyChildrenTakeNoSpacing() {
    let list = HostedView(
      HStack {
        Color.red.frame(width: 40, height: 20)
        if false { Color.green.frame(width: 10, height: 10) }
        EmptyView()
        Color.blue.frame(width: 60, height: 20)
      }
    ).frame()
    #expect(list.fills(.red).map(\.rect) == [rect(186, 150, 40, 20)])
    #expect(list.fills(.blue).map(\.rect) == [rect(234, 150, 60, 20)])
  }

  @Test(
    "placed, a stack lays its children out for the proposal it was sized with: two padded texts in an HStack keep one line each, as sized"
  )
  func placedWithSizingProposal() throws {
    // Proposed its own 184.2-point width when placed, the row would give the less flexible
    // "Large" half of the 176.2 left (88.1 < its 91) and wrap it; sized for 480, each fits.
    let view = HostedView(
      HStack {
        Text("Delete").padding(.horizontal, 12)
        Text("Large").padding(.horizontal, 20)
      })
    view.frame()
    let alone = HostedView(Text("Large"))
    alone.frame()
    let single = try #require(alone.host.frames(of: Text.self).first)
    let texts = view.host.frames(of: Text.self)
    #expect(texts.count == 2)
    for text in texts { #expect(abs(Double(text.height - single.height)) < 1e-9, "\(text)") }
    #expect(abs(Double(texts[1].width - single.width)) < 1e-9)
  }
}

/// `.layoutPriority`: a stack offers its higher priorities space first, keeping back the
/// minimum lengths of the lower ones, in a 480-point-wide window.
@MainActor
@Suite("Stacks: layout priority")
struct StackLayoutPriorityTests {
  /// Red (at least 50 wide, flexible) then blue (at most 300), side by side.
  func row(bluePriority: Double?) -> some View {
    HStack(spacing: 0) {
      Color.red.frame(minWidth: 50, maxWidth: .infinity)
      if let bluePriority {
        Color.blue.frame(maxWidth: 300).layoutPriority(bluePriority)
      } else {
        Color.blue.frame(maxWidth: 300)
      }
    }
  }

  @Test(
    "without priorities the two share 480 equally, 240 each; blue at priority 1 takes 300, red 180")
  func priorityTakesFirst() {
    let plain = HostedView(row(bluePriority: nil)).frame()
    #expect(plain.fills(.red).map(\.rect.width) == [240])
    #expect(plain.fills(.blue).map(\.rect.width) == [240])
    let ranked = HostedView(row(bluePriority: 1)).frame()
    #expect(ranked.fills(.blue).map(\.rect) == [rect(180, 0, 300, 320)])
    #expect(ranked.fills(.red).map(\.rect) == [rect(0, 0, 180, 320)])
  }

  @Test("a flexible view at priority 1 leaves a lower one its minimum: 380 and 100 of 480")
  func lowerKeepsMinimum() {
    let list = HostedView(
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 100, maxWidth: .infinity)
        Color.blue.frame(maxWidth: .infinity).layoutPriority(1)
      }
    ).frame()
    #expect(list.fills(.red).map(\.rect.width) == [100])
    #expect(list.fills(.blue).map(\.rect.width) == [380])
  }

  @Test("a priority below the default 0 goes last: at -1 blue gets what red leaves, its 0 minimum")
  func negativePriority() {
    let list = HostedView(row(bluePriority: -1)).frame()
    #expect(list.fills(.red).map(\.rect.width) == [480])
    #expect(list.fills(.blue).map(\.rect.width) == [0])
  }

  struct Toggled: View {
    @State var ranked = false
    var body: some View {
      VStack(spacing: 0) {
        Text("rank").onTapGesture { ranked = true }
        HStack(spacing: 0) {
          Color.red.frame(minWidth: 50, maxWidth: .infinity)
          Color.blue.frame(maxWidth: 300).layoutPriority(ranked ? 1 : 0)
        }
      }
    }
  }

  @Test("a priority changed by state lays the stack out again: blue 240 wide, then 300")
  func changeRelaysOut() {
    let hosted = HostedView(Toggled())
    #expect(hosted.frame().fills(.blue).map(\.rect.width) == [240])
    hosted.click(text: "rank")
    #expect(hosted.frame().fills(.blue).map(\.rect.width) == [300])
  }
}
