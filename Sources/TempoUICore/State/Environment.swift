import Tempo
import TempoScene

/// A value read from the view's environment (SwiftUI's `Environment`), such as
/// `@Environment(\.colorScheme)` or the seed's `\.animationPaused`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let box = EnvironmentBox()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value in the environment the view is in now.
  @MainActor public var wrappedValue: Value {
    (box.values ?? EnvironmentValues())[keyPath: keyPath]
  }
}

extension Environment: EnvironmentInstallable {
  func install(_ environment: EnvironmentValues) {
    box.values = environment
  }
}

/// Where an `Environment` property receives its values (internal).
final class EnvironmentBox: @unchecked Sendable {
  var values: EnvironmentValues?
}
