import Testing

@testable import TempoSDL

@Suite("Renderer kind")
struct RendererKindTests {
  @Test("TEMPO_RENDERER=gl or cairo (any case) forces that backend; unset or empty forces none")
  func forcedByEnvironment() throws {
    #expect(try RendererKind.forced(environment: ["TEMPO_RENDERER": "gl"]) == .gl)
    #expect(try RendererKind.forced(environment: ["TEMPO_RENDERER": "Cairo"]) == .cairo)
    #expect(try RendererKind.forced(environment: ["TEMPO_RENDERER": ""]) == nil)
    #expect(try RendererKind.forced(environment: [:]) == nil)
  }

  @Test("an unknown TEMPO_RENDERER is an unknownRenderer error naming the value")
  func unknownValueIsAnError() {
    #expect {
      try RendererKind.forced(environment: ["TEMPO_RENDERER": "vulkan"])
    } throws: { error in
      guard let error = error as? TempoSDLError else { return false }
      return error.kind == .unknownRenderer && error.description.contains("vulkan")
    }
  }

  @Test(
    "a window uses cairo without a GPU render node or when Mesa is told to rasterise on the CPU, gl on Wayland or with a GPU"
  )
  func windowDefault() throws {
    let gpu = { ["/dev/dri/renderD128"] }
    #expect(try RendererKind.window(environment: [:], renderNodes: { [] }) == .cairo)
    #expect(try RendererKind.window(environment: [:], renderNodes: gpu) == .gl)
    #expect(
      try RendererKind.window(environment: ["LIBGL_ALWAYS_SOFTWARE": "1"], renderNodes: gpu)
        == .cairo)
    #expect(
      try RendererKind.window(environment: ["GALLIUM_DRIVER": "llvmpipe"], renderNodes: gpu)
        == .cairo)
    #expect(
      try RendererKind.window(environment: ["TEMPO_RENDERER": "gl"], renderNodes: { [] }) == .gl)
    #expect(
      try RendererKind.window(environment: [:], videoDriver: "wayland", renderNodes: { [] }) == .gl)
    #expect(
      try RendererKind.window(environment: ["TEMPO_RENDERER": "cairo"], renderNodes: gpu)
        == .cairo)
  }

  @Test("a recording uses cairo unless TEMPO_RENDERER=gl")
  func recordingDefault() throws {
    #expect(try RendererKind.recording(environment: [:]) == .cairo)
    #expect(try RendererKind.recording(environment: ["TEMPO_RENDERER": "gl"]) == .gl)
  }
}
