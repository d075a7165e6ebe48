import Foundation

/// Which backend draws frames: SDL's OpenGL renderer or cairo.
///
/// `TEMPO_RENDERER=gl` or `TEMPO_RENDERER=cairo` forces one; otherwise
/// ``window(environment:videoDriver:renderNodes:)``
/// and ``recording(environment:)`` choose (see there why).
public enum RendererKind: String, CaseIterable, Sendable {
  /// SDL's OpenGL renderer drawing tessellated meshes, and small fills as coverage masks kept
  /// in a texture (``GLCanvas``, ``OffscreenRenderer``).
  case gl
  /// cairo drawing into an image (TempoCairo's `CairoRenderer`); a window shows it through SDL's
  /// software renderer, so no OpenGL driver is loaded.
  case cairo

  /// The environment variable that forces a backend.
  public static let environmentVariable = "TEMPO_RENDERER"

  /// The backend `TEMPO_RENDERER` forces, or `nil` when it is unset or empty.
  ///
  /// Throws an ``TempoSDLError/Kind/unknownRenderer`` error naming the value otherwise.
  public static func forced(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws -> RendererKind?
  {
    guard let value = environment[environmentVariable], !value.isEmpty else { return nil }
    guard let kind = RendererKind(rawValue: value.lowercased()) else {
      throw TempoSDLError(
        .unknownRenderer, "\(environmentVariable)=\(value) names no renderer",
        reason: "use gl or cairo")
    }
    return kind
  }

  /// The backend a window on SDL video driver `videoDriver` uses: the forced one; else gl on
  /// Wayland (SDL 2 shows a software renderer's frames there through an OpenGL texture, so
  /// cairo would save nothing); else cairo when OpenGL would be rasterised on the CPU (Mesa's
  /// llvmpipe); else gl.
  ///
  /// OpenGL is taken to be software when `LIBGL_ALWAYS_SOFTWARE` is set, `GALLIUM_DRIVER` names
  /// llvmpipe or softpipe, or no GPU render node (`/dev/dri/renderD*`) exists (Xvfb, containers,
  /// machines without a GPU); judged without loading OpenGL, whose start-up on llvmpipe is most
  /// of a window's first-frame time and memory. Throws as ``forced(environment:)``.
  public static func window(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    videoDriver: String = "x11", renderNodes: () -> [String] = RendererKind.renderNodes
  ) throws -> RendererKind {
    if let forced = try forced(environment: environment) { return forced }
    if videoDriver == "wayland" { return .gl }
    let softwareFlag = environment["LIBGL_ALWAYS_SOFTWARE"].map { !$0.isEmpty && $0 != "0" }
    let gallium = environment["GALLIUM_DRIVER"]?.lowercased() ?? ""
    if softwareFlag == true || ["llvmpipe", "softpipe"].contains(gallium) { return .cairo }
    return renderNodes().isEmpty ? .cairo : .gl
  }

  /// The backend a recording uses: the forced one, else cairo (faster per frame with its
  /// read-back than GL on llvmpipe; `make bench` prints both). Throws as
  /// ``forced(environment:)``.
  public static func recording(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> RendererKind {
    try forced(environment: environment) ?? .cairo
  }

  /// The GPU render nodes (`/dev/dri/renderD*`) present.
  public static func renderNodes() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
    return names.filter { $0.hasPrefix("renderD") }.map { "/dev/dri/" + $0 }
  }
}
