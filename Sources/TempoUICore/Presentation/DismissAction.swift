import Tempo
import TempoScene

/// Dismisses the presentation the view is in (SwiftUI's `DismissAction`): call it, as
/// `dismiss()`, from a view inside a sheet or full-screen cover to set its binding back.
/// Outside a presentation it does nothing.
@MainActor
public struct DismissAction {
  let action: @MainActor () -> Void

  /// Dismisses the presentation.
  public func callAsFunction() { action() }
}

extension EnvironmentValues {
  /// Dismisses the presentation this view is in (`@Environment(\.dismiss) var dismiss`).
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether this view is in a presentation that is showing (a sheet's content).
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}

private enum DismissKey: EnvironmentKey {
  nonisolated(unsafe) static var defaultValue = DismissAction {}
}

private enum IsPresentedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
