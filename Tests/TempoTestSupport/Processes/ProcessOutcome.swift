import Foundation

/// How a child process ended, and what it printed.
package struct ProcessOutcome: Sendable {
  /// The exit status, or the signal number when ``wasSignalled``.
  package let status: Int32
  /// Whether a signal ended the process (then ``status`` is the signal).
  package let wasSignalled: Bool
  /// Whether the process outlived its timeout and had to be killed.
  package let timedOut: Bool
  /// Everything written to standard output.
  package let standardOutput: String
  /// Everything written to standard error.
  package let standardError: String

  /// The lines on standard error, without empty ones.
  package var errorLines: [String] {
    standardError.split(separator: "\n").map(String.init)
  }

  /// Whether the process exited by itself with `code`.
  package func exited(with code: Int32) -> Bool { !timedOut && !wasSignalled && status == code }

  /// Whether the process exited by itself with status 0.
  package var succeeded: Bool { exited(with: 0) }

  /// The status as a shell reports it: the exit status, or 128 + the signal's number when a
  /// signal ended the process.
  package var shellStatus: Int32 { wasSignalled ? 128 + status : status }
}
