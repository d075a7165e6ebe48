/// A failure the runner reports as one line on stderr before exiting with status 2.
public struct RunnerError: Error, CustomStringConvertible {
  /// The one-line message.
  public let description: String

  /// An error with `description`.
  public init(description: String) {
    self.description = description
  }
}
