import TempoTestSupport
import Testing

extension ProcessOutcome {
  /// Checks the spec's promise for bad input: exit status 2, nothing on stdout, and exactly one
  /// line on stderr, `rating-demo: …`, containing every one of `fragments`.
  func expectOneLineError(
    containing fragments: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(exited(with: 2), "exit status \(status)", sourceLocation: sourceLocation)
    #expect(standardOutput.isEmpty, "stdout: \(standardOutput)", sourceLocation: sourceLocation)
    #expect(errorLines.count == 1, "stderr: \(standardError)", sourceLocation: sourceLocation)
    let line = errorLines.first ?? ""
    #expect(line.hasPrefix("rating-demo: "), "\(line)", sourceLocation: sourceLocation)
    for fragment in fragments {
      #expect(line.contains(fragment), "'\(fragment)' in: \(line)", sourceLocation: sourceLocation)
    }
  }
}
