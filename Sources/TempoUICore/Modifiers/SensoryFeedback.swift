import TempoScene

/// A haptic or sound feedback (SwiftUI's `SensoryFeedback`, iOS 17): accepted; a desktop has
/// no haptics, so ``View/sensoryFeedback(_:trigger:)`` plays nothing.
public struct SensoryFeedback: Hashable, Sendable {
  private let kind: String
  private let amount: Double

  private init(_ kind: String, _ amount: Double = 1) { (self.kind, self.amount) = (kind, amount) }

  /// A task finished.
  public static let success = SensoryFeedback("success")
  /// A task raised a warning.
  public static let warning = SensoryFeedback("warning")
  /// A task failed.
  public static let error = SensoryFeedback("error")
  /// A selection changed.
  public static let selection = SensoryFeedback("selection")
  /// A value went up.
  public static let increase = SensoryFeedback("increase")
  /// A value went down.
  public static let decrease = SensoryFeedback("decrease")
  /// An activity started.
  public static let start = SensoryFeedback("start")
  /// An activity stopped.
  public static let stop = SensoryFeedback("stop")
  /// Something snapped into alignment.
  public static let alignment = SensoryFeedback("alignment")
  /// A level changed.
  public static let levelChange = SensoryFeedback("levelChange")
  /// A physical impact.
  public static let impact = SensoryFeedback("impact")

  /// An impact of `weight` at `intensity` (0…1).
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback("impact.\(weight)", intensity)
  }

  /// An impact of `flexibility` at `intensity` (0…1).
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback("impact.\(flexibility)", intensity)
  }

  /// How heavy an impact feels.
  public enum Weight: Hashable, Sendable {
    /// A light impact.
    case light
    /// A medium impact.
    case medium
    /// A heavy impact.
    case heavy
  }

  /// How rigid the colliding objects of an impact feel.
  public enum Flexibility: Hashable, Sendable {
    /// Rigid objects.
    case rigid
    /// Solid objects.
    case solid
    /// Soft objects.
    case soft
  }
}

extension View {
  /// Plays `feedback` when `trigger` changes: accepted, nothing is played on a desktop.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> some View
  { self }

  /// Plays `feedback` when `trigger` changes and `condition(old, new)` holds: accepted, nothing
  /// is played on a desktop.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View { self }

  /// Plays the feedback `feedback(old, new)` returns when `trigger` changes: accepted, nothing
  /// is played on a desktop.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
  ) -> some View { self }
}
