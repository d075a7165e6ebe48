import Tempo
import TempoScene
import TempoUICore
import Testing

/// `@ScaledMetric` scales by body text's size at the reader's text size over 17 pt (Apple's
/// Dynamic Type table: xSmall 14, xxxLarge 23, accessibility5 53).
@MainActor
@Suite("ScaledMetric")
struct ScaledMetricTests {
  struct Bar: View {
    @ScaledMetric var width: CGFloat = 34
    @ScaledMetric(relativeTo: .title) var height = 17.0

    var body: some View {
      Color.red.frame(width: width, height: height)
    }
  }

  /// The red bar's size at `size`.
  func size(at size: DynamicTypeSize?) -> CGSize? {
    let view = Bar()
    let list =
      if let size { HostedView(view.dynamicTypeSize(size)).frame() } else {
        HostedView(view).frame()
      }
    return list.fills(.red).first?.rect.size
  }

  @Test("at the default size the value is as given: 34 × 17")
  func defaultSize() {
    #expect(size(at: nil) == CGSize(width: 34, height: 17))
    #expect(size(at: .large) == CGSize(width: 34, height: 17))
  }

  @Test("xxxLarge: × 23/17 (46 × 23); xSmall: × 14/17 (28 × 14); accessibility5: × 53/17")
  func scaled() {
    #expect(size(at: .xxxLarge) == CGSize(width: 46, height: 23))
    #expect(size(at: .xSmall) == CGSize(width: 28, height: 14))
    #expect(size(at: .accessibility5) == CGSize(width: 106, height: 53))
  }

  @Test("dynamicTypeSize(...large) keeps xxxLarge at large")
  func clampedRange() {
    let list = HostedView(
      Bar().dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xxxLarge)
    )
    .frame()
    #expect(list.fills(.red).first?.rect.size == CGSize(width: 34, height: 17))
  }
}
