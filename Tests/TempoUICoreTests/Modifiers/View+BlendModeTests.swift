import Tempo
import TempoScene
import TempoUICore
import Testing

/// `blendMode` and `redacted`: drawn as they are, saying so once for what TempoUI cannot draw.
@MainActor
@Suite("blendMode and redacted")
struct ViewBlendModeTests {
  @Test(
    ".normal draws silently; .screen logs one line; both draw the view's display list unchanged")
  func blendModes() {
    let plain = HostedView(Color.red.frame(width: 40, height: 40)).frame().drawn
    var normal: [Drawn] = []
    let quiet = RuntimeWarning.capture {
      normal = HostedView(Color.red.frame(width: 40, height: 40).blendMode(.normal)).frame().drawn
    }
    #expect(quiet.isEmpty)
    #expect(normal == plain)
    var screened: [Drawn] = []
    let warnings = RuntimeWarning.capture {
      screened = HostedView(Color.red.frame(width: 40, height: 40).blendMode(.screen)).frame().drawn
    }
    #expect(
      warnings == [
        "TempoUI: TempoUI draws blendMode(.screen) as .normal: its renderers blend normally"
      ])
    #expect(screened == plain)
  }

  @Test(
    "redacted(reason: .placeholder) logs one line and draws the text as it is; unredacted is silent"
  )
  func redaction() {
    let plain = HostedView(Text("Loading")).frame().drawn
    var redacted: [Drawn] = []
    let warnings = RuntimeWarning.capture {
      redacted = HostedView(Text("Loading").redacted(reason: .placeholder)).frame().drawn
    }
    #expect(warnings.count == 1)
    #expect(redacted == plain)
    #expect(HostedView(Text("Loading").unredacted()).frame().drawn == plain)
  }
}
