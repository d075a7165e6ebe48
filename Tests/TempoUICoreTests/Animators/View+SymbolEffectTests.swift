import TempoScene
import TempoUICore
import Testing

/// Symbol effects on a 17-point body-font heart, on a 60 fps clock.
@MainActor
@Suite("Symbol effects")
struct ViewSymbolEffectTests {
  struct Liker: View {
    @State var likes = 0
    var body: some View {
      Image(systemName: "heart.fill").foregroundColor(.red)
        .symbolEffect(.bounce, value: likes)
        .onTapGesture { likes += 1 }
    }
  }

  /// The heart's drawn height in `list`.
  func height(_ list: DisplayList) -> Double {
    list.fills(.red).first.map { Double($0.rect.height) } ?? 0
  }

  @Test("a bounce on a value change swells the heart past its rest size, then settles back by 1 s")
  func bounce() {
    let hosted = HostedView(Liker())
    let rest = height(hosted.frame())
    hosted.click(240, 160, atFrame: 1)
    let peak = (2...20).map { height(hosted.run(to: $0)) }.max() ?? 0
    #expect(peak > rest * 1.1)
    #expect(abs(height(hosted.run(to: 70)) - rest) < 1e-3)
  }

  @Test("an active pulse fades to 35 % at 0.5 s and is back at full opacity at 1 s")
  func pulse() {
    let hosted = HostedView(
      Image(systemName: "heart.fill").foregroundColor(.red).symbolEffect(.pulse))
    hosted.frame()
    #expect(hosted.run(to: 30).fills(.red).first.map { abs($0.opacity - 0.35) < 1e-6 } == true)
    #expect(hosted.run(to: 60).fills(.red).first.map { abs($0.opacity - 1) < 1e-6 } == true)
  }

  @Test("an inactive pulse leaves the heart as it is; an active scale.up holds it 1.2 times larger")
  func inactiveAndScale() {
    let plain = HostedView(Image(systemName: "heart.fill").foregroundColor(.red))
    let rest = height(plain.frame())
    let idle = HostedView(
      Image(systemName: "heart.fill").foregroundColor(.red).symbolEffect(.pulse, isActive: false))
    #expect(idle.run(to: 30).fills(.red).first?.opacity == 1)
    let scaled = HostedView(
      Image(systemName: "heart.fill").foregroundColor(.red).symbolEffect(.scale.up, isActive: true))
    #expect(abs(height(scaled.run(to: 60)) - rest * 1.2) < 1e-3)
  }
}
