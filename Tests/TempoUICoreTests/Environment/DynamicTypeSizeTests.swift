import Tempo
import TempoScene
import TempoUICore
import Testing

@Suite("DynamicTypeSize")
struct DynamicTypeSizeTests {
  @Test("the default is .large; the accessibility sizes are the five largest")
  func defaultsAndOrder() {
    #expect(EnvironmentValues().dynamicTypeSize == .large)
    #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
    #expect(DynamicTypeSize.xSmall < .accessibility5)
  }
}
