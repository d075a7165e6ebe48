import TempoUI

/// The rating demo as a TempoUI app: one window showing the seed's `ContentView` with the
/// demo's extras around it (``RatingDemoView``).
struct RatingDemoApp: App {
  /// What the views ask of the window (quit, activate a star), shared with the host.
  let window = WindowActions()

  var body: some Scene {
    WindowGroup("Rating") {
      RatingDemoView(window: window)
    }
  }
}
