/// Why a recording could not be written, in one line for a person.
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message, naming the path or program involved.
  public let description: String

  /// Creates an error with a one-line message.
  public init(_ description: String) {
    self.description = description
  }
}
