// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's SwiftSyntax modules for compiler plugins (`usr/lib/swift/host`): beside the
/// PackageDescription library this manifest runs with (`usr/lib/swift/pm/ManifestAPI`), else
/// beside the first `swift` on `PATH` (symbolic links resolved). `#Preview`'s plugin is built
/// from them, so no swift-syntax package is fetched. (A dependency may use these unsafe flags
/// because this manifest's tools version is 6.2 or later.)
let toolchainHostModules: String = {
  func host(ofLibraryDirectory lib: URL) -> String? {
    let host = lib.appendingPathComponent("swift/host")
    let module = host.appendingPathComponent("SwiftSyntax.swiftmodule").path
    return FileManager.default.fileExists(atPath: module) ? host.path : nil
  }
  let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
  let manifestLibraries = maps.split(separator: "\n").compactMap { line -> URL? in
    guard line.hasSuffix("/libPackageDescription.so"), let slash = line.firstIndex(of: "/")
    else { return nil }
    // .../usr/lib/swift/pm/ManifestAPI/libPackageDescription.so → .../usr/lib
    return URL(fileURLWithPath: String(line[slash...])).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  let onPath = path.split(separator: ":").compactMap { directory -> URL? in
    let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
    guard FileManager.default.isExecutableFile(atPath: swift.path) else { return nil }
    // .../usr/bin/swift → .../usr/lib
    return swift.resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("lib")
  }
  for lib in manifestLibraries + onPath {
    if let host = host(ofLibraryDirectory: lib) { return host }
  }
  return "/usr/lib/swift/host"
}()

/// Tempo: SwiftUI's animation model and declarative layer on Linux.
///
/// The layers (each target imports only those below it) and where each kind of addition goes
/// are listed once, in README.md's "The layers".
let package = Package(
  name: "Tempo",
  products: [
    .library(name: "Tempo", targets: ["Tempo"]),
    .library(name: "TempoScene", targets: ["TempoScene"]),
    .library(name: "TempoRender", targets: ["TempoRender"]),
    .library(name: "TempoSDL", targets: ["TempoSDL"]),
    .library(name: "TempoCairo", targets: ["TempoCairo"]),
    .library(name: "TempoRunner", targets: ["TempoRunner"]),
    .library(name: "TempoUI", targets: ["TempoUI"]),
    .library(name: "TempoUICore", targets: ["TempoUICore"]),
    // Linux has no SwiftUI or Combine: these re-export TempoUI under their names, so a SwiftUI
    // file compiles unchanged (on Apple platforms the system's modules are meant instead).
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "Combine", targets: ["Combine"]),
    .executable(name: "rating-demo", targets: ["rating-demo"]),
    .executable(name: "tempo-bench", targets: ["tempo-bench"]),
    .executable(name: "tempo-gallery", targets: ["tempo-gallery"]),
    .executable(name: "tempo-plot", targets: ["tempo-plot"]),
  ],
  targets: [
    .target(name: "Tempo"),
    .target(name: "TempoScene", dependencies: ["Tempo"]),
    .systemLibrary(
      name: "CSDL2",
      pkgConfig: "SDL2_ttf",
      providers: [
        .apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "libfontconfig-dev"])
      ]
    ),
    // cairo draws the second backend (TempoCairo's CairoRenderer); only TempoCairo imports it.
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    // Text: fribidi splits a line into runs by direction, HarfBuzz tells each character's script
    // (SDL_ttf shapes each run with HarfBuzz); only TempoSDL imports them.
    .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    .target(name: "TempoRender", dependencies: ["Tempo", "TempoScene"]),
    .target(
      name: "TempoSDL",
      dependencies: ["Tempo", "TempoScene", "TempoRender", "CSDL2", "CFriBidi", "CHarfBuzz"]),
    // The cairo backend presents into TempoSDL's window (a one-way dependency).
    .target(
      name: "TempoCairo",
      dependencies: ["Tempo", "TempoScene", "TempoRender", "TempoSDL", "CSDL2", "CCairo"]),
    // `#Preview`'s compiler plugin, from the toolchain's own SwiftSyntax.
    .macro(
      name: "TempoPreviewMacros",
      swiftSettings: [.unsafeFlags(["-I", toolchainHostModules])],
      linkerSettings: [
        .unsafeFlags([
          "-L", toolchainHostModules, "-Xlinker", "-rpath", "-Xlinker", toolchainHostModules,
        ])
      ]),
    .target(name: "TempoUICore", dependencies: ["Tempo", "TempoScene", "TempoPreviewMacros"]),
    .target(
      name: "TempoRunner",
      dependencies: ["Tempo", "TempoScene", "TempoRender", "TempoSDL", "TempoCairo"]),
    .target(
      name: "TempoUI",
      dependencies: ["Tempo", "TempoScene", "TempoRender", "TempoUICore", "TempoRunner"]),
    // What SwiftUI code imports on Linux: `SwiftUI` re-exports TempoUI and Combine; `Combine`
    // re-exports the part of Combine that SwiftUI code reaches for (from TempoUICore).
    .target(name: "Combine", dependencies: ["TempoUICore"]),
    .target(name: "SwiftUI", dependencies: ["TempoUI", "Combine"]),
    // The demo compiles the seed's ContentView as written, in Swift 5 mode (like the seed's test
    // targets), with complete concurrency checking for its own code.
    .executableTarget(
      name: "rating-demo", dependencies: ["SwiftUI", "TempoUI", "TempoRunner"],
      swiftSettings: [
        .swiftLanguageMode(.v5), .enableUpcomingFeature("StrictConcurrency"),
      ]),
    .target(name: "CBenchSupport"),
    .executableTarget(
      name: "tempo-bench",
      dependencies: [
        "Tempo", "TempoScene", "TempoRender", "TempoSDL", "TempoCairo", "TempoUICore",
        "CBenchSupport",
      ]),
    // The gallery's resources: the SVG its symbols-and-images example loads (Bundle.module).
    .target(
      name: "TempoGallery", dependencies: ["TempoUI", "TempoRunner"],
      resources: [.process("Resources")]),
    .executableTarget(name: "tempo-gallery", dependencies: ["TempoGallery", "TempoUI"]),
    .target(name: "TempoPlot", dependencies: ["Tempo", "TempoScene"]),
    .executableTarget(
      name: "tempo-plot", dependencies: ["Tempo", "TempoPlot", "TempoRender", "TempoSDL"]),
    .target(
      name: "TempoTestSupport",
      dependencies: ["Tempo", "TempoScene", "TempoRender", "TempoSDL", "TempoUICore"],
      path: "Tests/TempoTestSupport"),
    .testTarget(name: "TempoTests", dependencies: ["Tempo", "TempoTestSupport"]),
    .testTarget(name: "TempoSceneTests", dependencies: ["TempoScene", "TempoTestSupport"]),
    .testTarget(
      name: "RatingDemoTests",
      dependencies: ["rating-demo", "TempoRunner", "TempoSDL", "TempoTestSupport"]),
    .testTarget(
      name: "TempoRunnerTests", dependencies: ["TempoRunner", "TempoSDL", "TempoTestSupport"]),
    .testTarget(
      name: "TempoUITests", dependencies: ["TempoUI", "TempoRunner", "TempoTestSupport"]),
    // A TempoUI app as users write one, which TempoUITests run as a child process.
    .executableTarget(
      name: "ui-fixture", dependencies: ["TempoUI"], path: "Tests/Fixtures/ui-fixture"),
    .testTarget(
      name: "TempoUICoreTests", dependencies: ["TempoUICore", "TempoScene", "TempoTestSupport"]),
    .testTarget(
      name: "TempoGalleryTests",
      dependencies: [
        "TempoGallery", "TempoUI", "TempoRunner", "TempoScene", "TempoSDL", "TempoTestSupport",
      ]),
    .testTarget(name: "TempoRenderTests", dependencies: ["TempoRender", "TempoTestSupport"]),
    .testTarget(
      name: "TempoSDLTests", dependencies: ["TempoSDL", "TempoCairo", "TempoTestSupport"]),
    .testTarget(
      name: "TempoPlotTests",
      dependencies: ["TempoPlot", "Tempo", "TempoScene", "TempoSDL", "TempoTestSupport"]),
    .testTarget(
      name: "SeedContentViewTests",
      dependencies: ["SwiftUI", "TempoUI", "TempoScene", "TempoSDL", "TempoTestSupport"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Small samples written as SwiftUI developers write them (`import SwiftUI`, no edit), in
    // Swift 5 mode like the seed's.
    .testTarget(
      name: "SwiftUISamplesTests",
      dependencies: ["SwiftUI", "Combine", "TempoUI", "TempoScene", "TempoTestSupport"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "SeedExtensionContentViewTests",
      dependencies: ["SwiftUI", "TempoUI", "TempoScene", "TempoTestSupport"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ],
  swiftLanguageModes: [.v6]
)
