import TempoUICore
import Testing

/// Runtime warnings: one line each, prefixed "TempoUI: ", logged once; tests capture them.
@MainActor
@Suite("Runtime warnings")
struct RuntimeWarningTests {
  @Test("a capture returns each distinct message once, in order, prefixed with \"TempoUI: \"")
  func captureKeepsFirstOfEach() {
    let warnings = RuntimeWarning.capture {
      _ = Image(systemName: "no.such.symbol.a")
      HostedView(Image(systemName: "no.such.symbol.a")).frame()
      HostedView(Image(systemName: "no.such.symbol.b")).frame()
      HostedView(Image(systemName: "no.such.symbol.a")).frame()
    }
    #expect(
      warnings == [
        "TempoUI: No symbol named 'no.such.symbol.a' found in TempoUI's symbol set",
        "TempoUI: No symbol named 'no.such.symbol.b' found in TempoUI's symbol set",
      ])
  }

  @Test("a capture inside a capture keeps its own messages; the outer one sees none of them")
  func nestedCapturesAreSeparate() {
    var inner: [String] = []
    let outer = RuntimeWarning.capture {
      inner = RuntimeWarning.capture { HostedView(Image(systemName: "no.such.symbol")).frame() }
    }
    #expect(inner == ["TempoUI: No symbol named 'no.such.symbol' found in TempoUI's symbol set"])
    #expect(outer.isEmpty)
  }
}
