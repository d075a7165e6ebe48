import Tempo
import TempoScene
import TempoTestSupport
import Testing

@testable import TempoRender

/// A sink that keeps frames in memory.
@MainActor
final class MemorySink: FrameSink {
  var frames: [RGBAImage] = []
  var finished = false
  func write(_ frame: RGBAImage) throws { frames.append(frame) }
  func finish() throws { finished = true }
  func abort() {}
}

@MainActor
@Suite("Recorder")
struct RecorderTests {
  @Test("a recorder renders each frame's list with any backend into the sink, then finishes")
  func recordsWithAnyBackend() throws {
    let size = CGSize(width: 4, height: 4)
    let backend = MemoryBackend(size: size)
    let sink = MemorySink()
    let recorder = Recorder(renderer: backend, sink: sink)
    recorder.showsProgress = false
    let outcome = try recorder.record(frameCount: 3) { index in
      DisplayList(size: size, background: Color(white: Double(index) / 2))
    }
    #expect(outcome == .completed(frames: 3))
    #expect(sink.finished)
    #expect(sink.frames.map { $0.pixel(x: 0, y: 0)?.red } == [0, 128, 255])
  }
}
