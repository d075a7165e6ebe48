// swift-tools-version: 6.0
import PackageDescription

/// Tempo: SwiftUI's animation model on Linux.
///
/// Layers, each importing only the ones before it:
/// `Tempo` (engine, pure Swift) → `TempoScene` (nodes, shapes, layout, hit testing, display list)
/// → `TempoRender` (the `RenderBackend` contract, an in-memory backend, tessellation, mesh cache,
/// recording sinks; no SDL) → `TempoSDL` (window, run loop, canvas, offscreen renderer, the
/// cairo backend; the only user of `CSDL2` and `CCairo`) → `TempoRunner` (the command line every
/// app shares: a window, or `--record` on a virtual clock with a script) → the `rating-demo`
/// executable. Beside them, `TempoUICore`
/// (SwiftUI's declarative layer: views, state, layout; above `TempoScene`, no renderer) and
/// `TempoUI` (what a SwiftUI file imports: `TempoUICore` plus `App.main()`, which runs the app
/// through `TempoRunner`).
let package = Package(
  name: "Tempo",
  products: [
    .library(name: "Tempo", targets: ["Tempo"]),
    .library(name: "TempoScene", targets: ["TempoScene"]),
    .library(name: "TempoRender", targets: ["TempoRender"]),
    .library(name: "TempoSDL", targets: ["TempoSDL"]),
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
    // cairo draws the second backend (TempoSDL's CairoRenderer); only TempoSDL imports it.
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .target(name: "TempoRender", dependencies: ["TempoScene"]),
    .target(name: "TempoSDL", dependencies: ["TempoRender", "CSDL2", "CCairo"]),
    .target(name: "TempoUICore", dependencies: ["Tempo", "TempoScene"]),
    .target(name: "TempoRunner", dependencies: ["TempoSDL"]),
    .target(name: "TempoUI", dependencies: ["TempoUICore", "TempoRunner"]),
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
      dependencies: ["Tempo", "TempoScene", "TempoSDL", "TempoUICore", "CBenchSupport"]),
    .target(name: "TempoGallery", dependencies: ["TempoUI", "TempoRunner"]),
    .executableTarget(name: "tempo-gallery", dependencies: ["TempoGallery", "TempoUI"]),
    .target(name: "TempoPlot", dependencies: ["Tempo", "TempoScene"]),
    .executableTarget(
      name: "tempo-plot", dependencies: ["Tempo", "TempoPlot", "TempoRender", "TempoSDL"]),
    .target(
      name: "TempoTestSupport", dependencies: ["Tempo", "TempoScene", "TempoUICore"],
      path: "Tests/TempoTestSupport"),
    .testTarget(name: "TempoTests", dependencies: ["Tempo", "TempoTestSupport"]),
    .testTarget(name: "SeedExamplesTests", dependencies: ["Tempo", "TempoTestSupport"]),
    .testTarget(name: "TempoSceneTests", dependencies: ["TempoScene", "TempoTestSupport"]),
    .testTarget(
      name: "RatingDemoTests",
      dependencies: ["rating-demo", "TempoRunner", "TempoSDL", "TempoTestSupport"]),
    .testTarget(name: "TempoRunnerTests", dependencies: ["TempoRunner", "TempoTestSupport"]),
    .testTarget(
      name: "TempoUITests", dependencies: ["TempoUI", "TempoRunner", "TempoTestSupport"]),
    .testTarget(
      name: "TempoUICoreTests", dependencies: ["TempoUICore", "TempoScene", "TempoTestSupport"]),
    .testTarget(
      name: "TempoGalleryTests",
      dependencies: [
        "TempoGallery", "TempoUI", "TempoRunner", "TempoScene", "TempoSDL", "TempoTestSupport",
      ]),
    .testTarget(name: "TempoRenderTests", dependencies: ["TempoRender", "TempoTestSupport"]),
    .testTarget(name: "TempoSDLTests", dependencies: ["TempoSDL", "TempoTestSupport"]),
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
