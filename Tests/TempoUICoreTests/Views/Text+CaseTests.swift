import TempoScene
import TempoUICore
import Testing

/// `.textCase(_:)` and the accepted text-fitting modifiers.
@MainActor
@Suite("textCase")
struct TextCaseTests {
  @Test(
    "textCase(.uppercase) shows \"Hello\" as \"HELLO\"; .lowercase as \"hello\"; nil as written")
  func cases() {
    #expect(HostedView(Text("Hello").textCase(.uppercase)).frame().texts("HELLO").count == 1)
    #expect(HostedView(Text("Hello").textCase(.lowercase)).frame().texts("hello").count == 1)
    #expect(HostedView(Text("Hello").textCase(nil)).frame().texts("Hello").count == 1)
  }

  @Test(
    "an uppercased text is measured as shown: \"straße\" uppercases to six letters and one more")
  func measuredAsShown() {
    // hb-shape with FreeType's hinting at 17 px (see `TextMetrics.font`): "STRASSE" advances
    // 576 + 576 + 704 + 704 + 576 + 576 + 576 = 4288 / 64 = 67 points; "straße" as written
    // would be 3306 / 64 = 51.66 → 51.
    let list = HostedView(Text("straße").textCase(.uppercase)).frame()
    let width = list.texts("STRASSE").first.map { Double($0.rect.width) } ?? 0
    #expect(abs(width - 67) < 1e-9, "\(width)")
  }

  @Test(
    "lineSpacing, minimumScaleFactor, truncationMode and allowsTightening leave a text as drawn")
  func acceptedModifiers() {
    let plain = HostedView(Text("Hello")).frame().drawn
    let fitted = Text("Hello").lineSpacing(4).minimumScaleFactor(0.5).truncationMode(.middle)
      .allowsTightening(true)
    #expect(HostedView(fitted).frame().drawn == plain)
  }
}
