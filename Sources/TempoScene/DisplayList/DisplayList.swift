import Tempo

/// What one frame draws: a background colour and a flat list of draw commands, back to front.
///
/// Sizes are in points; a backend multiplies by its scale factor. `dump()` gives a stable text
/// form for tests and debugging.
public struct DisplayList: Hashable, Sendable {
  /// The frame's size, in points.
  public var size: CGSize
  /// The colour the frame is cleared to.
  public var background: Color
  /// The commands, drawn in order (later ones on top).
  public var commands: [DrawCommand]

  /// Creates a display list.
  public init(size: CGSize, background: Color = .black, commands: [DrawCommand] = []) {
    self.size = size
    self.background = background
    self.commands = commands
  }
}
