import Foundation
import TempoScene

/// Where runtime warnings go (package: tests capture them): standard error, each message once,
/// as SwiftUI logs a misuse at run time.
@MainActor
package enum RuntimeWarning {
  /// Messages already logged to standard error.
  private static var logged: Set<String> = []
  /// The messages of the capture in progress (`nil`: none, warnings go to standard error).
  private static var captured: [String]?

  /// Runs `body` and returns the warnings it logged, in order, each once (nothing reaches
  /// standard error meanwhile).
  package static func capture(_ body: () throws -> Void) rethrows -> [String] {
    let outer = captured
    captured = []
    defer { captured = outer }
    try body()
    return captured ?? []
  }

  /// Logs `message` once, prefixed with "TempoUI: ".
  static func log(_ message: String) {
    let line = "TempoUI: \(message)"
    if captured != nil {
      if captured?.contains(line) == false { captured?.append(line) }
      return
    }
    guard logged.insert(line).inserted else { return }
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

/// Logs `message` once on standard error, prefixed with "TempoUI:" (a misuse at run time, as
/// SwiftUI's runtime warnings).
@MainActor
func warnOnce(_ message: String) {
  RuntimeWarning.log(message)
}
