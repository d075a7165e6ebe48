import Foundation

extension Path: SceneShape {
  /// The path itself, whatever the rectangle (as SwiftUI's `Path` does).
  public func path(in rect: CGRect) -> Path { self }
}
