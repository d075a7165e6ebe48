import Foundation

/// What opens windows for an app: the contract a runner picks a backend by (TempoRunner's
/// default is an SDL window drawn with OpenGL or cairo).
@MainActor
public protocol WindowBackend {
  /// Opens a window titled `title` of `size` points, shown at once, with text in the font at
  /// `fontPath` (else the backend's default); throws the backend's error.
  func openWindow(title: String, size: CGSize, fontPath: String?) throws -> any AppWindow
}
