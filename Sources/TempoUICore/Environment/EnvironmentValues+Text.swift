import TempoScene

/// How the lines of a multi-line text line up (SwiftUI's `TextAlignment`).
public typealias TextAlignment = TempoScene.TextAlignment

extension EnvironmentValues {
  /// How the lines of wrapped text line up (SwiftUI's default: leading).
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// The most lines a text shows (`nil`, the default: as many as it needs).
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
}

private enum MultilineTextAlignmentKey: EnvironmentKey {
  static var defaultValue: TextAlignment { .leading }
}

private enum LineLimitKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}
