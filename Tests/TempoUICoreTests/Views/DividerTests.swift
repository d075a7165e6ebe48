import Tempo
import TempoScene
import TempoTestSupport
import TempoUICore
import Testing

/// `Divider`: a 0.5-point line across its stack in the separator colour.
@MainActor
@Suite("Divider")
struct DividerTests {
  /// iOS's dark separator colour, #545458 at 60 %.
  static let darkSeparator = Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)
  /// iOS's light separator colour, #3C3C43 at 29 %.
  static let lightSeparator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)

  @Test(
    "in a VStack between two 100 × 40 squares: 480 wide (all offered), 0.5 high, 8 below the first")
  func horizontalInVStack() throws {
    let list = HostedView(
      VStack {
        Color.red.frame(width: 100, height: 40)
        Divider()
        Color.blue.frame(width: 100, height: 40)
      }
    ).frame()
    let line = try #require(list.fills(Self.darkSeparator).first)
    // The stack: 40 + 8 + 0.5 + 8 + 40 = 96.5 high, centred in 320: top at 111.75.
    #expect(line.rect.isClose(to: rect(0, 111.75 + 48, 480, 0.5)), "\(line.rect)")
  }

  @Test(
    "in an HStack of 40-high squares inside a 60-high frame: a vertical line 0.5 wide and 60 high")
  func verticalInHStack() throws {
    let list = HostedView(
      HStack {
        Color.red.frame(width: 40, height: 40)
        Divider()
        Color.blue.frame(width: 40, height: 40)
      }.frame(height: 60)
    ).frame()
    let line = try #require(list.fills(Self.darkSeparator).first)
    #expect(abs(Double(line.rect.width) - 0.5) < 1e-9 && abs(Double(line.rect.height) - 60) < 1e-9)
    #expect(abs(Double(line.rect.midX) - 240) < 1e-9, "centred between the squares")
  }

  @Test("in the light appearance it is #3C3C43 at 29 %")
  func lightColour() {
    let list = HostedView(Divider().preferredColorScheme(.light)).frame()
    #expect(list.fills(Self.lightSeparator).count == 1)
  }

  @Test("Divider().frame(height: 20) in an HStack is upright: 0.5 wide, 20 high")
  func uprightThroughFrame() throws {
    let list = HostedView(
      HStack {
        Text("A")
        Divider().frame(height: 20)
        Text("B")
      }
    ).frame()
    let line = try #require(list.fills(Self.darkSeparator).first)
    #expect(abs(Double(line.rect.width) - 0.5) < 1e-9 && abs(Double(line.rect.height) - 20) < 1e-9)
  }
}
