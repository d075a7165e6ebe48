import TempoScene

/// A model property wrapper of any object type (internal): `@StateObject`, `@ObservedObject` or
/// `@EnvironmentObject`, connected before each `body` with a slot in the element's `@State`
/// storage (where its subscription lives).
@MainActor
protocol ModelInstallable {
  /// Connects this property to the element's slot at `index`.
  func install(in element: Element, index: Int)
  /// How many of the property's bytes a view comparison leaves out: all of them for a property
  /// whose object lives in the element or the environment, none for `@ObservedObject` (a
  /// different object from the parent means a changed view).
  static var uncomparedByteCount: Int { get }
}

extension ModelInstallable {
  /// Installs the value of this type stored at `pointer`.
  static func install(at pointer: UnsafeRawPointer, in element: Element, index: Int) {
    pointer.assumingMemoryBound(to: Self.self).pointee.install(in: element, index: index)
  }

  /// The element's slot at `index` when it holds a `Storage`, else a new one `make` returns,
  /// stored there.
  func slot<Storage: AnyObject>(
    _ index: Int, in element: Element, make: () -> Storage
  ) -> Storage {
    if index < element.stateStorage.count, let storage = element.stateStorage[index] as? Storage {
      return storage
    }
    let storage = make()
    if index < element.stateStorage.count {
      element.stateStorage[index] = storage
    } else {
      element.stateStorage.append(storage)
    }
    return storage
  }
}
