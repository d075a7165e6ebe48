import TempoScene
@testable import TempoUICore
import Testing
import Foundation

/// What layout remembers: sizes per proposal, or one size for every proposal when the view's
/// size does not depend on it, all forgotten when the element changes.
@MainActor
@Suite("LayoutCache")
struct LayoutCacheTests {
  @Test("a remembered size answers only its own proposal")
  func sizesArePerProposal() {
    var cache = LayoutCache()
    cache.remember(CGSize(width: 10, height: 20), for: ProposedViewSize(width: 100, height: 50))
    #expect(
      cache.size(for: ProposedViewSize(width: 100, height: 50)) == CGSize(width: 10, height: 20))
    #expect(cache.size(for: ProposedViewSize(width: 99, height: 50)) == nil)
  }

  @Test("a fixed size answers every proposal, the unspecified one included, until invalidated")
  func fixedSizeAnswersEveryProposal() {
    var cache = LayoutCache()
    cache.fixedSize = CGSize(width: 28, height: 28)
    #expect(cache.size(for: ProposedViewSize(width: 0, height: 0)) == CGSize(width: 28, height: 28))
    #expect(
      cache.size(for: ProposedViewSize(width: nil, height: nil)) == CGSize(width: 28, height: 28))
    cache.invalidate(pass: 1)
    #expect(cache.fixedSize == nil)
    #expect(cache.size(for: ProposedViewSize(width: 0, height: 0)) == nil)
  }

  struct Growing: View {
    @State var big = false
    var body: some View {
      HStack(spacing: 0) {
        Image(systemName: "circle.fill")
          .font(big ? .largeTitle : .body)
          .foregroundColor(.red)
        Text("grow").onTapGesture { big = true }
      }
    }
  }

  @Test(
    "a symbol's size, remembered for every proposal, follows a font change: 17 pt (body), then 34 pt (largeTitle) wide"
  )
  func fixedSizeFollowsFontChange() {
    let hosted = HostedView(Growing())
    hosted.frame()
    #expect(hosted.host.frames(of: Image.self).first?.width == 17)
    hosted.click(text: "grow")
    hosted.frame(1)
    #expect(hosted.host.frames(of: Image.self).first?.width == 34)
  }
}
