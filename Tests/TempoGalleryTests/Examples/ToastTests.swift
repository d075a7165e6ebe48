import TempoScene
import TempoUI
import Testing

@testable import TempoGallery

/// The toast: shown with easeIn 0.2 s on the tap, hidden by `DispatchQueue.main.asyncAfter`
/// 1.5 s later with easeOut 0.3 s.
@MainActor
struct ToastTests {
  /// At 64 fps every frame time is exact in binary, so the deadlines fall on known frames.
  @Test func theToastIsGoneAtTheFirstFrameAfterTheTapPlusOnePointFiveSecondsPlusTheFade() {
    let example = HostedExample(Toast(), fps: 64)
    #expect(example.run(to: 15).textOpacities("Saved").isEmpty)
    example.click("Save", atFrame: 16)  // 0.25 s
    // Fully in after the 0.2 s fade-in, and still fully shown until the hide at 1.75 s.
    #expect(example.run(to: 30).textOpacities("Saved") == [1])
    #expect(example.run(to: 112).textOpacities("Saved") == [1])  // 1.75 s: the hide starts
    // Fading out: 1.75 s + 0.3 s = 2.05 s, between frames 131 (2.046875 s) and 132.
    let fading = example.run(to: 131).textOpacities("Saved")
    #expect(fading.count == 1 && fading[0] > 0 && fading[0] < 0.05)
    #expect(example.hasTextNode("Saved"))
    #expect(example.run(to: 132).textOpacities("Saved").isEmpty)
    #expect(!example.hasTextNode("Saved"))
  }

}
