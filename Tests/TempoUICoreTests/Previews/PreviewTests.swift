import Foundation
import Testing

/// `#Preview` does not compile: each one is a single error naming the workaround
/// (`PreviewProvider`, `App.previews`, `--preview NAME`), never a preview silently dropped.
@Suite(.enabled(if: PreviewCompiler.buildDirectory != nil && PreviewCompiler.swiftc != nil))
struct PreviewTests {
  /// The error every `#Preview` gives.
  static let message =
    "#Preview is not supported by Tempo (nothing can find it at run time on Linux); "
    + "write 'struct NAME_Previews: PreviewProvider { static var previews: some View { … } }', "
    + "list it in your App's 'static var previews', and run the app with '--preview NAME' "
    + "(from macro 'Preview')"

  @Test(
    "a file with a named and an unnamed #Preview (one view, and two views as a ViewBuilder) fails with exactly one error per #Preview, naming PreviewProvider and --preview NAME",
    .timeLimit(.minutes(1)))
  func eachPreviewIsOneClearError() throws {
    let source = """
      import TempoUICore

      struct Card: View {
        var body: some View { Text("card") }
      }

      #Preview("Card") {
        Card()
      }

      #Preview {
        Card()
        Text("second")
      }

      """
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("Preview-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let build = try #require(PreviewCompiler.buildDirectory)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(PreviewCompiler.swiftc))
    process.arguments = [
      "-typecheck", "-swift-version", "6", "-I", build.appendingPathComponent("Modules").path,
      "-load-plugin-executable",
      build.appendingPathComponent("TempoPreviewMacros-tool").path + "#TempoPreviewMacros",
      file.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus != 0)
    // The diagnostics' header lines (`path:line:column: severity: text`), not their excerpts.
    let headers = output.split(separator: "\n").filter { $0.hasPrefix(file.path + ":") }
    #expect(
      headers == [
        "\(file.path):7:1: error: \(Self.message)", "\(file.path):11:1: error: \(Self.message)",
      ], "\(output)")
  }
}

/// What compiling a file against the built TempoUICore takes.
private enum PreviewCompiler {
  /// The build directory the tests run from (its `Modules` and the macro plugin), or nil.
  static let buildDirectory: URL? = {
    guard let runner = CommandLine.arguments.first else { return nil }
    let directory = URL(fileURLWithPath: runner).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let plugin = directory.appendingPathComponent("TempoPreviewMacros-tool").path
    return FileManager.default.isExecutableFile(atPath: plugin) ? directory : nil
  }()

  /// The Swift compiler on PATH, or nil.
  static let swiftc: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
    .split(separator: ":").map { "\($0)/swiftc" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }
}
