import CSDL2
import Foundation

/// A failure in SDL, SDL_ttf, SDL_image or fontconfig, described in one human-readable line.
///
/// `description` names what failed and includes the library's own reason, for example
/// "could not create the window (SDL_CreateWindow: No available video device)".
public struct TempoSDLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was being done, as a phrase ("could not open the font /x.ttf").
  public var operation: String
  /// The library's reason (usually `SDL_GetError()`), or an empty string.
  public var reason: String

  /// Creates an error from what failed and why.
  public init(_ operation: String, reason: String = "") {
    self.operation = operation
    self.reason = reason
  }

  /// One line: the operation, then the reason in parentheses when there is one.
  public var description: String {
    reason.isEmpty ? operation : "\(operation) (\(reason))"
  }

  /// An error whose reason is SDL's last error message, prefixed with the failing function.
  static func sdl(_ operation: String, function: String) -> TempoSDLError {
    let message = SDL_GetError().map { String(cString: $0) } ?? ""
    return TempoSDLError(
      operation, reason: message.isEmpty ? "\(function) failed" : "\(function): \(message)")
  }
}

extension TempoSDLError: LocalizedError {
  /// The same one-line text as ``description``.
  public var errorDescription: String? { description }
}
