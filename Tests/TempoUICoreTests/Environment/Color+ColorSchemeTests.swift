import Tempo
import TempoScene
import TempoUICore
import Testing

/// The light appearance with iOS's documented light system colours (Apple's Human Interface
/// Guidelines, "Color": red #FF3B30, orange #FF9500, yellow #FFCC00, green #34C759, blue
/// #007AFF, purple #AF52DE, gray #8E8E93), a white window and black primary text; the label
/// colours `.primary` (black / white) and `.secondary` (#3C3C43 / #EBEBF5, both at 60 %).
@MainActor
@Suite("Colour schemes")
struct ColorColorSchemeTests {
  @Test("each system colour takes its light value in the light appearance")
  func lightValues() {
    #expect(Color.red.resolved(in: .light) == Color(hex: 0xFF3B30))
    #expect(Color.orange.resolved(in: .light) == Color(hex: 0xFF9500))
    #expect(Color.yellow.resolved(in: .light) == Color(hex: 0xFFCC00))
    #expect(Color.green.resolved(in: .light) == Color(hex: 0x34C759))
    #expect(Color.blue.resolved(in: .light) == Color(hex: 0x007AFF))
    #expect(Color.purple.resolved(in: .light) == Color(hex: 0xAF52DE))
    #expect(Color.gray.resolved(in: .light) == Color(hex: 0x8E8E93))
  }

  @Test("the dark appearance keeps the dark values; other colours and opacity are kept")
  func otherColoursKept() {
    #expect(Color.red.resolved(in: .dark) == Color(hex: 0xFF453A))
    #expect(Color(hex: 0x123456).resolved(in: .light) == Color(hex: 0x123456))
    #expect(Color.white.resolved(in: .light) == .white)
    #expect(Color.blue.opacity(0.5).resolved(in: .light) == Color(hex: 0x007AFF, opacity: 0.5))
  }

  /// A text over a red square.
  var content: some View {
    VStack {
      Text("Hi")
      Color.red.frame(width: 10, height: 10)
    }
  }

  @Test(".preferredColorScheme(.light): white window, black text, light red fill")
  func lightContent() {
    let list = HostedView(content.preferredColorScheme(.light)).frame()
    #expect(list.background == .white)
    #expect(list.texts("Hi").first?.color == .black)
    #expect(list.fills(Color(hex: 0xFF3B30)).count == 1)
  }

  @Test("the default dark appearance: black window, white text, dark red fill")
  func darkContent() {
    let list = HostedView(content).frame()
    #expect(list.background == .black)
    #expect(list.texts("Hi").first?.color == .white)
    #expect(list.fills(.red).count == 1)
  }

  @Test("@Environment(\\.colorScheme) reads .light under .preferredColorScheme(.light)")
  func environmentReadsLight() {
    struct Probe: View {
      @Environment(\.colorScheme) var scheme
      var body: some View { Text(scheme == .light ? "light" : "dark") }
    }
    let list = HostedView(Probe().preferredColorScheme(.light)).frame()
    #expect(list.texts("light").count == 1)
  }

  @Test("Color.primary is white in the dark appearance and black in the light one")
  func primary() {
    #expect(Color.primary.resolved(in: .dark) == .white)
    #expect(Color.primary.resolved(in: .light) == .black)
    #expect(Color.primary.opacity(0.5).resolved(in: .light) == Color.black.opacity(0.5))
  }

  @Test("Color.secondary is #EBEBF5 at 60 % when dark and #3C3C43 at 60 % when light")
  func secondary() {
    #expect(Color.secondary.resolved(in: .dark) == Color(hex: 0xEBEBF5, opacity: 0.6))
    #expect(Color.secondary.resolved(in: .light) == Color(hex: 0x3C3C43, opacity: 0.6))
  }

  @Test("Color.white stays white in the light appearance while Color.primary turns black")
  func whiteIsNotPrimary() {
    #expect(Color.white.resolved(in: .light) == .white)
    #expect(Color.primary != .white)
  }

  /// Text and a fill in the label colours.
  var labelled: some View {
    VStack {
      Text("One").foregroundColor(.primary)
      Text("Two").foregroundStyle(.secondary)
      Color.primary.frame(width: 10, height: 10)
    }
  }

  @Test(".primary text and fills are black and .secondary text #3C3C43 at 60 % under .light")
  func labelColoursDrawnLight() {
    let list = HostedView(labelled.preferredColorScheme(.light)).frame()
    #expect(list.texts("One").first?.color == .black)
    #expect(list.texts("Two").first?.color == Color(hex: 0x3C3C43, opacity: 0.6))
    #expect(list.fills(.black).count == 1)
  }

  @Test(".primary text and fills are white and .secondary text #EBEBF5 at 60 % when dark")
  func labelColoursDrawnDark() {
    let list = HostedView(labelled).frame()
    #expect(list.texts("One").first?.color == .white)
    #expect(list.texts("Two").first?.color == Color(hex: 0xEBEBF5, opacity: 0.6))
    #expect(list.fills(.white).count == 1)
  }
}
