import CSDL2
import Foundation

/// A failure in SDL, SDL_ttf, SDL_image or fontconfig: a ``Kind`` to match on, and one
/// human-readable line.
///
/// Match on ``kind`` (`catch let error as TempoSDLError where error.kind == .noDisplay`), never
/// on the text. `description` names what failed and includes the library's own reason, for
/// example "could not create the window (SDL_CreateWindow: No available video device)".
public struct TempoSDLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, for callers that react differently to different failures.
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// No display server to open a window on: `DISPLAY` and `WAYLAND_DISPLAY` are unset, or
    /// SDL found none that answered.
    case noDisplay
    /// SDL's video subsystem could not start (the driver asked for is missing or failed).
    case videoUnavailable
    /// SDL_ttf or SDL_image (with PNG support) could not start.
    case librariesUnavailable
    /// A window, frame or font size (or a scale) is out of the supported range.
    case invalidSize
    /// SDL could not create the window.
    case windowUnavailable
    /// No SDL renderer (OpenGL, accelerated or software) could be created for the window.
    case noRenderer
    /// No usable font: fontconfig matched none, or the font file could not be opened.
    case noFont
    /// Drawing a frame failed (text could not be rasterised or uploaded as a texture).
    case drawFailed
    /// The drawn frame could not be read back from the renderer.
    case readbackFailed
    /// A PNG file could not be read or written.
    case imageFileFailed
    /// A run loop was given an engine whose clock is not a ``FrameClock``.
    case unsupportedClock
    /// `TEMPO_RENDERER` names no renderer backend (it must be `gl` or `cairo`).
    case unknownRenderer
  }

  /// What went wrong.
  public var kind: Kind
  /// What was being done, as a phrase ("could not open the font /x.ttf").
  public var operation: String
  /// The library's reason (usually `SDL_GetError()`), or an empty string.
  public var reason: String

  /// Creates an error of `kind` from what failed and why.
  public init(_ kind: Kind, _ operation: String, reason: String = "") {
    self.kind = kind
    self.operation = operation
    self.reason = reason
  }

  /// One line: the operation, then the reason in parentheses when there is one.
  public var description: String {
    reason.isEmpty ? operation : "\(operation) (\(reason))"
  }

  /// An error of `kind` whose reason is SDL's last error message, prefixed with the failing
  /// function.
  package static func sdl(_ kind: Kind, _ operation: String, function: String) -> TempoSDLError {
    let message = SDL_GetError().map { String(cString: $0) } ?? ""
    return TempoSDLError(
      kind, operation,
      reason: message.isEmpty ? "\(function) failed" : "\(function): \(message)")
  }
}

extension TempoSDLError: LocalizedError {
  /// The same one-line text as ``description``.
  public var errorDescription: String? { description }
}
