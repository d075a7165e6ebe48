import Tempo
import TempoScene

/// An ``ObservableObject`` a view is given by its parent (SwiftUI's `ObservedObject`): the
/// view follows the object the parent passes each time, and updates when that object sends
/// `objectWillChange`.
///
/// A parent's update that passes the same object leaves the view alone (its inputs are the
/// same); the object's own changes update it.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Makes bindings to the properties of an observed object (`$model.name`).
  @dynamicMemberLookup
  public struct Wrapper {
    private let object: ObjectType

    init(_ object: ObjectType) {
      self.object = object
    }

    /// A binding to the object's property at `keyPath`; a write sets it inside the binding's
    /// transaction.
    @MainActor
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      let object = object
      return Binding(
        get: { object[keyPath: keyPath] },
        set: { value, transaction in
          withTransaction(transaction) { object[keyPath: keyPath] = value }
        })
    }
  }

  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) {
    wrappedValue = initialValue
  }

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: Wrapper { Wrapper(wrappedValue) }
}

extension ObservedObject: ModelInstallable {
  static var uncomparedByteCount: Int { 0 }

  func install(in element: Element, index: Int) {
    slot(index, in: element) { ObjectSubscription(element: element) }.observe(wrappedValue)
  }
}
