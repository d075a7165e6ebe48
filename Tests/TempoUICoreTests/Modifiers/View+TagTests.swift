import TempoScene
import TempoUICore
import Testing

/// `tag(_:)` outside a selection container changes nothing a person sees.
@MainActor
@Suite("tag")
struct ViewTagTests {
  @Test("a row of tagged texts draws the same display list as the same row untagged")
  func tagChangesNothing() {
    let tagged = HostedView(
      HStack {
        ForEach(0..<3) { index in Text("row \(index)").tag(index) }
        Text("last").tag("last", includeOptional: false)
      }
    ).frame()
    let plain = HostedView(
      HStack {
        ForEach(0..<3) { index in Text("row \(index)") }
        Text("last")
      }
    ).frame()
    #expect(tagged.commands == plain.commands)
    #expect(tagged.texts("row 1").count == 1)
  }
}
