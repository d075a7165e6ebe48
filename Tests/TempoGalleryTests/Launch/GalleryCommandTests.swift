import Foundation
import TempoRunner
import Testing

@testable import TempoGallery

/// The gallery's own options: `--example NAME` and the recording length it adds.
@MainActor
struct GalleryCommandTests {
  @Test func anUnknownExampleIsAOneLineUsageError() {
    #expect(throws: UsageError.self) { try GalleryCommand.parse(["--example", "wobble"]) }
    #expect(GalleryCommand.run(arguments: ["--example", "wobble"]) == 2)
  }

  @Test func exampleWithoutANameIsAUsageError() {
    #expect(throws: UsageError.self) { try GalleryCommand.parse(["--example"]) }
  }

  @Test func aRecordedExampleGetsItsOwnDurationUnlessOneIsGiven() throws {
    let (example, rest) = try GalleryCommand.parse(["--example", "toast", "--record", "t.gif"])
    #expect(example?.name == "toast")
    #expect(rest == ["--record", "t.gif", "--duration", "2.7"])
    let (_, given) = try GalleryCommand.parse(
      ["--record", "t.gif", "--example", "toast", "--duration", "1"])
    #expect(given == ["--record", "t.gif", "--duration", "1"])
  }

  @Test func withoutExampleTheWholeGalleryRunsAndItsScriptClicksEveryOtherExample() throws {
    let (example, rest) = try GalleryCommand.parse(["--fps", "25"])
    #expect(example == nil && rest == ["--fps", "25"])
    let clicked = GalleryCommand.galleryScript.events.map(\.action)
    #expect(clicked == GalleryExample.all.dropFirst().map { .click(.text($0.title)) })
  }

  @Test func helpNamesTheExampleOptionAndEveryExample() {
    let summary = GalleryCommand.description(for: nil).summary
    #expect(summary.contains("--example NAME") && summary.contains("--list"))
    for example in GalleryExample.all { #expect(summary.contains(example.name)) }
    #expect(summary.split(separator: "\n").allSatisfy { $0.count <= 92 })
  }

  @Test func wrappedBreaksAtSpacesIntoLinesOfAtMostTheWidth() {
    #expect(GalleryCommand.wrapped("aa bb cc dd", width: 5) == "aa bb\ncc dd")
    #expect(GalleryCommand.wrapped("aaaaaa b", width: 5) == "aaaaaa\nb")
  }

  @Test func anExampleRunsAtThreeHundredByTwoHundredPointsWithItsOwnScript() throws {
    let toast = try #require(GalleryExample.named("toast"))
    let description = GalleryCommand.description(for: toast)
    #expect(description.defaultSize == CGSize(width: 300, height: 200))
    #expect(description.defaultScript == toast.script)
    #expect(description.title == "Toast")
  }
}
