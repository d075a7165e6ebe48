import Testing

@testable import TempoGallery

/// The gallery's catalogue of examples.
@MainActor
struct GalleryExampleTests {
  @Test func everyExampleHasAUniqueNameAndItsScriptEndsBeforeItsRecordingDoes() {
    let names = GalleryExample.all.map(\.name)
    #expect(Set(names).count == names.count)
    for example in GalleryExample.all {
      #expect(example.script.endTime < example.duration, "\(example.name)")
    }
  }

  @Test func namedFindsAnExampleByItsCommandLineNameOnly() {
    #expect(GalleryExample.named("flip-card")?.title == "Flip card")
    #expect(GalleryExample.named("Flip card") == nil)
  }
}
