import Testing

@testable import TempoSDL

@Suite("Desktop scale on X11")
struct DesktopScaleTests {
  @Test("Xft.dpi is read from an X resource string among other resources")
  func xftDPIParsed() {
    let resources = "Xft.antialias:\t1\nXft.dpi:\t192\n*customization:\t-color\n"
    #expect(DesktopScale.xftDPI(in: resources) == 192)
    #expect(DesktopScale.xftDPI(in: "Xft.hinting:\t1\n") == nil)
    #expect(DesktopScale.xftDPI(in: "Xft.dpi: 144") == 144)
  }

  @Test("on x11, TEMPO_SCALE comes before GDK_SCALE; on wayland or offscreen the scale is 1")
  func precedenceAndDrivers() {
    #expect(DesktopScale.current(driver: "x11", environment: ["GDK_SCALE": "2"]) == 2)
    #expect(
      DesktopScale.current(driver: "x11", environment: ["GDK_SCALE": "2", "TEMPO_SCALE": "1.5"])
        == 1.5)
    #expect(DesktopScale.current(driver: "wayland", environment: ["GDK_SCALE": "2"]) == 1)
    #expect(DesktopScale.current(driver: "offscreen", environment: ["TEMPO_SCALE": "2"]) == 1)
  }

  @Test("a scale that is not a number from 0.5 to 8 is passed over for the next source")
  func invalidValuesIgnored() {
    for bad in ["abc", "0", "0.25", "9", "nan", "inf", ""] {
      #expect(
        DesktopScale.current(driver: "x11", environment: ["TEMPO_SCALE": bad, "GDK_SCALE": "3"])
          == 3, "TEMPO_SCALE=\(bad)")
    }
  }
}
