import Combine
import Foundation

// A model file that imports Combine and Foundation only, no SwiftUI, as app models often do.

/// A score kept by a model that publishes its changes.
final class ScoreModel: ObservableObject {
  @Published var score = 0
  let objectChanged = ObservableObjectPublisher()
  var subscriptions: Set<AnyCancellable> = []

  /// Adds `points`; the `@Published` property tells the model's watchers.
  func add(_ points: Int) { score += points }
}
