// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HelloTempo",
  dependencies: [
    // In your own package: .package(url: "https://example.com/tempo.git", branch: "main")
    .package(name: "Tempo", path: "../../..")
  ],
  targets: [
    .executableTarget(
      name: "HelloTempo",
      dependencies: [.product(name: "SwiftUI", package: "Tempo")])
  ]
)
