import Tempo
import TempoScene
import TempoUICore
import Testing

@Suite("Color.Resolved")
struct ColorResolvedTests {
  @Test("resolve(in:) gives the scheme's value: red is #FF453A when dark, #FF3B30 when light")
  func resolvesPerScheme() {
    var environment = EnvironmentValues()
    #expect(Color.red.resolve(in: environment).description == "#FF453AFF")
    environment.colorScheme = .light
    #expect(Color.red.resolve(in: environment).description == "#FF3B30FF")
    #expect(Color.primary.resolve(in: environment).description == "#000000FF")
  }

  @Test("components are stored linear: sRGB 0.5 is linear 0.21404 (the sRGB transfer function)")
  func linearStorage() {
    let resolved = Color.Resolved(red: 0.5, green: 0, blue: 1, opacity: 0.25)
    #expect(abs(resolved.linearRed - 0.21404114) < 1e-6)
    #expect(abs(resolved.red - 0.5) < 1e-6)
    #expect(resolved.linearGreen == 0 && resolved.linearBlue == 1 && resolved.opacity == 0.25)
    let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.21404114, green: 0, blue: 0)
    #expect(abs(linear.red - 0.5) < 1e-6)
  }

  @Test("a colour made from a resolved colour has its components back")
  func roundTrip() {
    let color = Color(Color.Resolved(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8))
    #expect(abs(color.red - 0.2) < 1e-6 && abs(color.green - 0.4) < 1e-6)
    #expect(abs(color.blue - 0.6) < 1e-6 && abs(color.opacity - 0.8) < 1e-6)
  }

  @Test("the description is #RRGGBBAA, clamped and rounded")
  func description() {
    #expect(Color.Resolved(red: 1, green: 0, blue: 0).description == "#FF0000FF")
    #expect(Color.Resolved(red: 2, green: -1, blue: 0.5, opacity: 0.5).description == "#FF008080")
  }

  @Test("animatable data interpolates in linear light")
  func animatableData() {
    var resolved = Color.Resolved(red: 0, green: 0, blue: 0)
    let white = Color.Resolved(red: 1, green: 1, blue: 1)
    resolved.animatableData = white.animatableData.scaled(by: 0.5)
    #expect(resolved.linearRed == 0.5)
    #expect(resolved.opacity == 0.5)
  }
}
