import Testing

/// `rating-demo --help` documents every flag.
@Suite(
  "Command line: --help",
  .enabled(if: DemoBinary.path != nil, Comment(rawValue: DemoBinary.missing)),
  .timeLimit(.minutes(1)))
struct HelpTests {
  @Test("--help prints every flag on stdout and exits 0")
  func helpListsEveryFlag() async throws {
    let outcome = try await DemoBinary.run(["--help"], timeout: 10)
    #expect(outcome.exited(with: 0))
    #expect(outcome.standardError.isEmpty)
    for flag in ["--record", "--script", "--fps", "--size", "--scale", "--duration", "--font"] {
      #expect(outcome.standardOutput.contains(flag), "\(flag) is documented")
    }
  }
}
