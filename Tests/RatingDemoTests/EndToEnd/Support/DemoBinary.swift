import Foundation
import TempoTestSupport

/// The built `rating-demo` executable the end-to-end tests run.
enum DemoBinary {
  /// Its path: next to the test bundle (the build products directory `swift test` runs from),
  /// else `.build/debug/rating-demo` under the package root found from this file; nil if neither
  /// exists.
  static let path: String? = {
    var candidates: [URL] = []
    if let runner = CommandLine.arguments.first {
      candidates.append(
        URL(fileURLWithPath: runner).resolvingSymlinksInPath().deletingLastPathComponent()
          .appendingPathComponent("rating-demo"))
    }
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while directory.path != "/" {
      if FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Package.swift").path)
      {
        candidates.append(directory.appendingPathComponent(".build/debug/rating-demo"))
        break
      }
      directory = directory.deletingLastPathComponent()
    }
    return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Why the end-to-end suites are skipped when ``path`` is nil.
  static let missing =
    "rating-demo is not built next to the tests or in .build/debug; run `swift build --build-tests`"

  /// Runs the demo with `arguments` until it exits (at most `timeout` seconds).
  static func run(
    _ arguments: [String], environment: [String: String?] = [:], timeout: Double = 30
  ) async throws -> ProcessOutcome {
    try await ChildProcess.run(
      try executable(), arguments, environment: environment, timeout: timeout)
  }

  /// ``path``, or an error (suites are skipped before this can happen).
  static func executable() throws -> String {
    guard let path else { throw CocoaError(.fileNoSuchFile, userInfo: ["reason": missing]) }
    return path
  }
}
