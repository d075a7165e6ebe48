import TempoScene

/// A stored property of a view that TempoUI connects before each `body` (SwiftUI's
/// `DynamicProperty`): `@State`, `@Binding`, `@Environment`.
public protocol DynamicProperty {}

/// Connects a view's dynamic properties to its element (internal).
@MainActor
enum DynamicProperties {
  /// Installs every `@State` and `@Environment` of `view` (found by reflection, in declaration
  /// order) for `element`.
  static func install(in view: any View, element: Element) {
    var stateIndex = 0
    for child in Mirror(reflecting: view).children {
      switch child.value {
      case let state as any StateInstallable:
        state.install(in: element, index: stateIndex)
        stateIndex += 1
      case let environment as any EnvironmentInstallable:
        environment.install(element.environment)
      default:
        break
      }
    }
  }
}

/// A `State` of any value type (internal).
@MainActor
protocol StateInstallable {
  func install(in element: Element, index: Int)
}

extension State: StateInstallable {}

/// An `Environment` of any value type (internal).
@MainActor
protocol EnvironmentInstallable {
  func install(_ environment: EnvironmentValues)
}
