import Foundation
import Tempo
import TempoScene

extension Text {
  /// A case to show text in (SwiftUI's `Text.Case`; `.textCase(_:)`).
  public enum Case: Hashable, Sendable {
    /// Every letter upper case.
    case uppercase
    /// Every letter lower case.
    case lowercase
  }

  /// Where a line cut short loses its characters (SwiftUI's `Text.TruncationMode`): accepted;
  /// TempoUI always cuts at the end.
  public enum TruncationMode: Hashable, Sendable {
    /// At the start.
    case head
    /// At the end.
    case tail
    /// In the middle.
    case middle
  }

  /// `content` as `textCase` shows it (`nil`: as written).
  static func cased(_ content: String, _ textCase: Case?) -> String {
    switch textCase {
    case nil: content
    case .uppercase: content.uppercased()
    case .lowercase: content.lowercased()
    }
  }
}

extension EnvironmentValues {
  /// The case text in this environment is shown in (`nil`, the default: as written).
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

private enum TextCaseKey: EnvironmentKey {
  static var defaultValue: Text.Case? { nil }
}

extension View {
  /// Shows the text in this view in `textCase` (`nil`: as written).
  public func textCase(_ textCase: Text.Case?) -> some View {
    modified(.environment { $0.textCase = textCase })
  }

  /// Sets the space between the lines of wrapped text, in points: accepted, not drawn
  /// (TempoUI's lines are a line height apart).
  public func lineSpacing(_ lineSpacing: Double) -> some View { self }

  /// Lets text shrink to `factor` of its size to fit: accepted, not applied (text wraps or is
  /// cut short with "…" instead).
  public func minimumScaleFactor(_ factor: Double) -> some View { self }

  /// Sets where a line cut short loses its characters: accepted; TempoUI cuts at the end.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }

  /// Lets text tighten its letter spacing to fit: accepted, not applied.
  public func allowsTightening(_ flag: Bool) -> some View { self }
}
