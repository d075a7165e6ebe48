import Tempo
import TempoScene

extension Environment {
  /// Reads the environment's `@Observable` object of `objectType`, put there by an ancestor's
  /// `.environment(_:)` (SwiftUI's object environment).
  ///
  /// Without one above it, SwiftUI stops the app; TempoUI logs SwiftUI's message once and the
  /// view shows nothing (its body is not evaluated) until an object of the type is provided.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init(\EnvironmentValues[requiredObservable: ObjectTypeIndex<Value>()])
  }

  /// Reads the environment's `@Observable` object of `objectType`, `nil` if there is none.
  public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
    self.init(\EnvironmentValues[observable: ObjectTypeIndex<Object>()])
  }
}

extension Environment: RequiredObject where Value: AnyObject & Observable {
  func missingObjectMessage(in environment: EnvironmentValues) -> String? {
    // The key path is the one `init(_:)` with the object's type makes, or one the view gave.
    let keyPath = Mirror(reflecting: self).descendant("keyPath") as? AnyKeyPath
    guard keyPath == \EnvironmentValues[requiredObservable: ObjectTypeIndex<Value>()],
      environment[ObservableObjectKey<Value>.self] == nil
    else { return nil }
    return EnvironmentValues.missingObservableMessage(Value.self)
  }
}

extension EnvironmentValues {
  /// The `@Observable` object of a type (internal: `@Environment(Model.self)` reads it).
  subscript<Object: AnyObject & Observable>(observable index: ObjectTypeIndex<Object>) -> Object? {
    self[ObservableObjectKey<Object>.self]
  }

  /// The `@Observable` object of a type, which must be there (internal: a view without it is
  /// not evaluated).
  subscript<Object: AnyObject & Observable>(requiredObservable index: ObjectTypeIndex<Object>)
    -> Object
  {
    guard let object = self[ObservableObjectKey<Object>.self] else {
      fatalError(Self.missingObservableMessage(Object.self))
    }
    return object
  }

  /// SwiftUI's message for a missing `@Observable` object of `type`.
  static func missingObservableMessage(_ type: Any.Type) -> String {
    let name = String(describing: type)
    return "No Observable object of type \(name) found. A View.environment(_:) for \(name) "
      + "may be missing as an ancestor of this view."
  }
}

/// A key path index naming an object type (internal).
struct ObjectTypeIndex<Object: AnyObject>: Hashable, Sendable {}

/// The environment's entry for the `@Observable` object of one type (internal).
struct ObservableObjectKey<Object: AnyObject>: EnvironmentKey {
  static var defaultValue: Object? { nil }
}
