import Tempo
import TempoScene

/// An ``ObservableObject`` an ancestor put in the environment with
/// `.environmentObject(_:)` (SwiftUI's `EnvironmentObject`): the view reads the nearest one of
/// its type and updates when it sends `objectWillChange`.
///
/// Without one above it, SwiftUI stops the app; TempoUI logs SwiftUI's message once and the
/// view shows nothing (its body is not evaluated) until an object of the type is provided.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  private let box = EnvironmentObjectBox<ObjectType>()

  /// Reads the environment's object of this type.
  public init() {}

  /// The environment's object (the last one seen, if it has since been taken away).
  @MainActor public var wrappedValue: ObjectType {
    guard let object = box.object else {
      fatalError(Self.missingMessage)
    }
    return object
  }

  /// Bindings to the object's properties (`$model.name`).
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(wrappedValue)
  }

  /// SwiftUI's message for a missing object of this type.
  static var missingMessage: String {
    let name = String(describing: ObjectType.self)
    return "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) "
      + "may be missing as an ancestor of this view."
  }
}

extension EnvironmentObject: ModelInstallable {
  static var uncomparedByteCount: Int { MemoryLayout<Self>.size }

  func install(in element: Element, index: Int) {
    let subscription = slot(index, in: element) { ObjectSubscription(element: element) }
    if let object = element.environment[EnvironmentObjectKey<ObjectType>.self] {
      box.object = object
      subscription.observe(object)
    } else {
      subscription.stop()
    }
  }
}

extension EnvironmentObject: RequiredObject {
  func missingObjectMessage(in environment: EnvironmentValues) -> String? {
    environment[EnvironmentObjectKey<ObjectType>.self] == nil ? Self.missingMessage : nil
  }
}

/// Where an `EnvironmentObject` value receives its object (internal).
final class EnvironmentObjectBox<ObjectType: AnyObject>: @unchecked Sendable {
  var object: ObjectType?
}

/// The environment's entry for the ``ObservableObject`` of one type (internal).
struct EnvironmentObjectKey<ObjectType: ObservableObject>: EnvironmentKey {
  static var defaultValue: ObjectType? { nil }
}
