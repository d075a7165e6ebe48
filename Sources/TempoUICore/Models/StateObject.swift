import TempoScene

/// An ``ObservableObject`` a view owns (SwiftUI's `StateObject`): made once per identity of the
/// view, from the first view value's autoclosure, and kept while the identity lives; the view
/// updates when the object sends `objectWillChange`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let makeObject: () -> ObjectType
  private let link = StateObjectLink<ObjectType>()

  /// Creates the property; `thunk` makes the object when the view first appears.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    makeObject = thunk
  }

  /// The object this view's identity owns.
  @MainActor public var wrappedValue: ObjectType {
    if let storage = link.storage { return storage.object }
    warnOnce(
      "Accessing StateObject's object without being installed on a View. "
        + "This will create a new instance each time.")
    return makeObject()
  }

  /// Bindings to the object's properties (`$model.name`).
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(wrappedValue)
  }
}

extension StateObject: ModelInstallable {
  static var uncomparedByteCount: Int { MemoryLayout<Self>.size }

  func install(in element: Element, index: Int) {
    let storage = slot(index, in: element) {
      StateObjectStorage(object: makeObject(), element: element)
    }
    link.storage = storage
  }
}

/// Where a `StateObject` value finds its storage (internal; a reference, so a copy of the view
/// value is connected too).
final class StateObjectLink<ObjectType: ObservableObject>: @unchecked Sendable {
  var storage: StateObjectStorage<ObjectType>?
}

/// The object of one `@StateObject` of one mounted view, with the view's subscription to it
/// (internal).
@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
  let object: ObjectType
  private let subscription: ObjectSubscription

  init(object: ObjectType, element: Element) {
    self.object = object
    subscription = ObjectSubscription(element: element)
    subscription.observe(object)
  }
}
