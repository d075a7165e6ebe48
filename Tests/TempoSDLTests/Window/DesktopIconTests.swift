import Foundation
import Testing

@testable import TempoSDL

@Suite("Desktop icon lookup")
struct DesktopIconTests {
  static func themed(_ directory: String, _ name: String) -> [String] {
    ["256x256", "128x128", "64x64", "48x48", "32x32"].map {
      "\(directory)/icons/hicolor/\($0)/apps/\(name).png"
    }
  }

  @Test(
    "an installed program looks in its prefix's share/icons/hicolor, then ~/.local/share, then /usr/local/share and /usr/share"
  )
  func installedProgramOrder() {
    let candidates = DesktopIcon.candidates(
      named: "rating-demo", executable: "/opt/tempo/bin/rating-demo",
      environment: ["HOME": "/home/ada"])
    let expected =
      Self.themed("/opt/tempo/share", "rating-demo")
      + Self.themed("/home/ada/.local/share", "rating-demo")
      + Self.themed("/usr/local/share", "rating-demo") + Self.themed("/usr/share", "rating-demo")
    #expect(candidates == expected)
  }

  @Test(
    "a program under <package>/.build takes <package>/Assets/<name>.png after its prefix's icons")
  func buildTreeAssets() {
    let candidates = DesktopIcon.candidates(
      named: "rating-demo",
      executable: "/src/tempo/.build/x86_64-unknown-linux-gnu/debug/rating-demo",
      environment: [:])
    let prefix = Self.themed(
      "/src/tempo/.build/x86_64-unknown-linux-gnu/share", "rating-demo")
    #expect(Array(candidates.prefix(6)) == prefix + ["/src/tempo/Assets/rating-demo.png"])
  }

  @Test("XDG_DATA_HOME and each of XDG_DATA_DIRS replace the default data folders, in order")
  func xdgDirectories() {
    let candidates = DesktopIcon.candidates(
      named: "app", executable: nil,
      environment: ["HOME": "/home/ada", "XDG_DATA_HOME": "/data", "XDG_DATA_DIRS": "/a:/b"])
    #expect(
      candidates == Self.themed("/data", "app") + Self.themed("/a", "app")
        + Self.themed("/b", "app"))
  }

  @Test("the first existing candidate is chosen: the 128 px icon when only it is installed")
  func firstExistingChosen() throws {
    let root = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "tempo-icon-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let icons = "\(root)/share/icons/hicolor/128x128/apps"
    try FileManager.default.createDirectory(atPath: icons, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: "\(icons)/app.png", contents: Data([1])))
    let environment = ["HOME": "\(root)/home", "XDG_DATA_DIRS": "\(root)/none"]
    #expect(
      DesktopIcon.path(named: "app", executable: "\(root)/bin/app", environment: environment)
        == "\(icons)/app.png")
    #expect(
      DesktopIcon.path(named: "other", executable: "\(root)/bin/other", environment: environment)
        == nil)
  }
}
