import Foundation
import TempoRunner
import TempoScene
import TempoTestSupport
import Testing

@testable import TempoUI

/// `AppDescription.hosting`: a view as the shared runner runs it, with the app's own script and
/// size.
@MainActor
struct AppDescriptionHostingTests {
  @Test func theDescriptionKeepsItsScriptAndSizeAndItsContentFindsTheViewsText() throws {
    let script = InputScript(events: [.init(time: 0.5, action: .click(.text("Hello")))])
    let app = AppDescription.hosting(
      name: "hello", title: "Hello", summary: "hello: a test.", defaultScript: script,
      defaultSize: CGSize(width: 300, height: 200)
    ) { Text("Hello") }
    #expect(app.title == "Hello" && app.defaultScript == script)
    #expect(app.defaultSize == CGSize(width: 300, height: 200))
    let timeline = FrameTimeline(width: 300, height: 200)
    let content = app.makeContent(timeline.scene)
    // The text is centred in the 300 × 200 scene.
    let center = try #require(content.location(of: .text("Hello")))
    #expect(abs(center.x - 150) < 1e-9 && abs(center.y - 100) < 1e-9)
    #expect(content.location(of: .text("Goodbye")) == nil)
  }
}
