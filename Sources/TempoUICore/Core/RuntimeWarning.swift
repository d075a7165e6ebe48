import TempoScene

import Foundation

/// Messages already logged (internal): each misuse is reported once, as SwiftUI logs it.
@MainActor private var loggedWarnings: Set<String> = []

/// Logs `message` once on standard error, prefixed with "TempoUI:" (a misuse at run time, as
/// SwiftUI's runtime warnings).
@MainActor
func warnOnce(_ message: String) {
  guard loggedWarnings.insert(message).inserted else { return }
  FileHandle.standardError.write(Data("TempoUI: \(message)\n".utf8))
}
