import Foundation
import TempoTestSupport
import Testing

/// `tempo-gallery` given a name it does not know: one line on stderr, exit status 2.
@Suite(.enabled(if: GalleryProcess.path != nil), .timeLimit(.minutes(1)))
struct GalleryBadInputTests {
  /// Runs the gallery with `arguments`; returns its exit status and standard error.
  func run(_ arguments: [String]) throws -> (status: Int32, error: String) {
    let outcome = try ChildProcess.runBlocking(GalleryProcess.path!, arguments)
    return (outcome.status, outcome.standardError)
  }

  @Test func anUnknownExampleIsOneLineOnStandardErrorAndExitStatusTwo() throws {
    let (status, error) = try run(["--example", "wobble", "--record", "/tmp/never.gif"])
    #expect(status == 2)
    #expect(error.hasPrefix("tempo-gallery: no example 'wobble' (examples: bouncy-button"))
    #expect(error.filter(\.isNewline).count == 1 && error.hasSuffix("\n"))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never.gif"))
  }

  @Test func aBadRunnerOptionWithAnExampleIsTheRunnersOneLineError() throws {
    let (status, error) = try run(["--example", "toast", "--fps", "0"])
    #expect(status == 2)
    #expect(error.hasPrefix("tempo-gallery: ") && error.filter(\.isNewline).count == 1)
  }
}
