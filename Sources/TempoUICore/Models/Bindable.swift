import Tempo
import TempoScene

/// Makes bindings to the properties of an `@Observable` object (SwiftUI's `Bindable`):
/// `@Bindable var model` in a view, or `@Bindable var model = model` in a body, then
/// `$model.name`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
  /// The object.
  public var wrappedValue: Value

  /// Makes bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Makes bindings to `wrappedValue`'s properties.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// The same bindable, from its projection.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// The bindable itself, for `$` syntax.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to the object's property at `keyPath`; a write sets it inside the binding's
  /// transaction.
  @MainActor
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] },
      set: { value, transaction in
        withTransaction(transaction) { object[keyPath: keyPath] = value }
      })
  }
}
