import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// A bar whose value animates from 0 to 1 over 1 s, linearly, when "go" is tapped.
private struct AnimatedBar: View {
  @State private var value = 0.0

  var body: some View {
    VStack {
      ProgressView(value: value).frame(width: 200)
      Text("go").onTapGesture { withAnimation(.linear(duration: 1)) { value = 1 } }
    }
  }
}

/// `ProgressView`: a bar filled to the fraction done, a spinner when it is unknown.
@MainActor
@Suite("ProgressView")
struct ProgressViewTests {
  /// The fills of `color` in `view` hosted in the 480 × 320 scene.
  func fills(_ view: some View, _ color: Color) -> [Drawn] {
    HostedView(view).frame().fills(color)
  }

  @Test(
    "ProgressView(value: 0.25) 200 wide: a 200 × 4 track and, from its leading edge, a 50 × 4 bar in the accent colour"
  )
  func quarterBar() throws {
    let bar = try #require(
      fills(ProgressView(value: 0.25).frame(width: 200), ButtonTests.accent).first)
    #expect(bar.rect.isClose(to: rect(140, 158, 50, 4)), "\(bar.rect)")
    let track = try #require(
      fills(ProgressView(value: 0.25).frame(width: 200), Color(hex: 0x787880, opacity: 0.36)).first)
    #expect(track.rect.isClose(to: rect(140, 158, 200, 4)), "\(track.rect)")
  }

  @Test("value 30 of total 60 fills half; .tint(.green) colours the bar")
  func totalAndTint() throws {
    let bar = try #require(
      fills(ProgressView(value: 30.0, total: 60).frame(width: 200).tint(.green), .green).first)
    #expect(abs(Double(bar.rect.width) - 100) < 1e-9)
  }

  @Test("value 1.5 of 1 fills the track and logs SwiftUI's out-of-bounds warning")
  func outOfBounds() throws {
    var bar: Drawn?
    let warnings = RuntimeWarning.capture {
      bar = fills(ProgressView(value: 1.5).frame(width: 200), ButtonTests.accent).first
    }
    #expect(abs(Double(try #require(bar).rect.width) - 200) < 1e-9)
    #expect(warnings.contains { $0.contains("out-of-bounds progress value") }, "\(warnings)")
  }

  @Test(
    "a value changed in withAnimation(.linear(duration: 1)) grows the bar linearly: 100 of 200 at 0.5 s"
  )
  func valueAnimates() throws {
    let view = HostedView(AnimatedBar())
    view.frame(0)
    view.click(text: "go")
    view.frame(0)
    let half = try #require(view.frame(30).fills(ButtonTests.accent).first)
    #expect(abs(Double(half.rect.width) - 100) < 1e-6, "\(half.rect.width)")
  }

  @Test(
    "ProgressView(\"Downloading\", value: 0.5): the title above the bar, leading-aligned with it")
  func labelAbove() throws {
    let view = HostedView(ProgressView("Downloading", value: 0.5).frame(width: 200))
    view.frame()
    let title = try #require(view.host.frames(of: Text.self).first)
    let bar = try #require(view.frame().fills(ButtonTests.accent).first)
    #expect(abs(Double(title.minX - bar.rect.minX)) < 1e-9)
    #expect(abs(Double(bar.rect.minY - title.maxY) - 4) < 1e-9)
  }
}
