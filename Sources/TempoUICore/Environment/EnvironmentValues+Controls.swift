import Tempo
import TempoScene

extension EnvironmentValues {
  /// The tint of controls set with `.tint(_:)` (`nil`: each control's own: a toggle's green,
  /// a slider's blue).
  public var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  /// Whether controls leave their labels out (`.labelsHidden()`).
  public var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

private enum TintKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

private enum LabelsHiddenKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension View {
  /// Tints the controls in this view: a toggle's track when on, a slider's filled track.
  public func tint(_ tint: Color?) -> some View {
    modified(.environment { $0.tint = tint })
  }

  /// Leaves out the labels of the controls in this view (a toggle shows only its switch).
  public func labelsHidden() -> some View {
    modified(.environment { $0.labelsHidden = true })
  }
}
