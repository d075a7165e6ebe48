import Foundation
import TempoTestSupport
import Testing

/// The seed's listings, written for Swift 5, also type-check in the Swift 6 language mode
/// against the TempoUI just built (no diagnostic at all: no error, no warning).
@Suite("The seed in Swift 6 mode", .timeLimit(.minutes(1)))
struct SwiftSixModeTests {
  /// The build folder holding the test bundle, with its `Modules` folder beside it.
  static var buildFolder: URL? {
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").standardizedFileURL
    var folder = executable.deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("Modules/TempoUI.swiftmodule").path)
      {
        return folder
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }

  static let listings = [
    "Tests/SeedContentViewTests/Seed/ContentView.swift",
    "Tests/SeedExtensionContentViewTests/Seed/ContentView.swift",
  ]

  @Test(
    "each seed listing type-checks with -swift-version 6 and prints no diagnostic",
    arguments: listings)
  func typeChecks(listing: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folder = try #require(Self.buildFolder, "the test bundle is in a SwiftPM build folder")
    let outcome = try ChildProcess.runBlocking(
      "swiftc",
      [
        "-typecheck", "-swift-version", "6", "-I",
        folder.appendingPathComponent("Modules").path,
        // TempoUI's window runner imports TempoSDL, whose C module is SDL2's.
        "-I", root.appendingPathComponent("Sources/CSDL2").path, "-Xcc", "-I/usr/include/SDL2",
        // and cairo's (its second renderer backend).
        "-I", root.appendingPathComponent("Sources/CCairo").path, "-Xcc", "-I/usr/include/cairo",
        // and fribidi's and HarfBuzz's (its text runs).
        "-I", root.appendingPathComponent("Sources/CFriBidi").path, "-Xcc",
        "-I/usr/include/fribidi",
        "-I", root.appendingPathComponent("Sources/CHarfBuzz").path, "-Xcc",
        "-I/usr/include/harfbuzz",
        root.appendingPathComponent(listing).path,
      ], timeout: 600)
    let text = outcome.standardOutput + outcome.standardError
    #expect(outcome.status == 0, "\(text)")
    #expect(text.isEmpty, "\(text)")
  }
}
