import Tempo
import TempoScene

/// A value a view owns, kept for as long as the view's identity lives (SwiftUI's `State`).
///
/// Setting it marks the view for update; the change is applied before the next frame, inside
/// the transaction current when it was set (so `withAnimation { flag = true }` animates).
@propertyWrapper
public struct State<Value>: DynamicProperty {
  // The initialisers are inlinable: a view's `@State` is created at each evaluation of its
  // parent's body, and specialised in the caller it needs no run-time type lookups.
  @usableFromInline let initialValue: Value
  @usableFromInline let link = StateLink<Value>()

  /// Creates the state with its initial value.
  @inlinable public init(wrappedValue: Value) {
    initialValue = wrappedValue
  }

  /// Creates the state with its initial value.
  @inlinable public init(initialValue: Value) {
    self.initialValue = initialValue
  }

  /// The current value; setting it schedules the view's update.
  @MainActor public var wrappedValue: Value {
    // Inlinable: a body's reads are specialised for the value's type (unspecialised, each read
    // looked up `Optional<Value>`'s metadata at run time).
    @inlinable get {
      guard let storage = link.storage else { return initialValue }
      return storage.value
    }
    nonmutating set {
      guard let storage = link.storage else {
        warnOnce("Accessing State's value outside of being installed on a View: the change is lost")
        return
      }
      storage.set(newValue, transaction: .current)
    }
  }

  /// A binding to the value.
  @MainActor public var projectedValue: Binding<Value> {
    let storage = link.storage
    let initialValue = initialValue
    return Binding(
      get: { storage?.value ?? initialValue },
      set: { value, transaction in storage?.set(value, transaction: transaction) },
      source: storage.map { BindingSource(location: $0, version: $0.version, path: nil) })
  }

  /// Connects this property to the element's storage for its position (internal).
  @MainActor func install(in element: Element, index: Int) {
    if index < element.stateStorage.count,
      let storage = element.stateStorage[index] as? StateStorage<Value>
    {
      link.storage = storage
    } else {
      let storage = StateStorage(value: initialValue, element: element)
      if index < element.stateStorage.count {
        element.stateStorage[index] = storage
      } else {
        element.stateStorage.append(storage)
      }
      link.storage = storage
    }
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates the state with `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

/// Where a `State` value connects to its storage (internal; a reference so a view value's copy
/// can be connected in place).
@usableFromInline
final class StateLink<Value>: @unchecked Sendable {
  @usableFromInline var storage: StateStorage<Value>?

  @usableFromInline init() {}
}

/// The storage of one `@State` of one mounted view (internal).
///
/// A body sees the committed value: the changes applied so far in this update, each in its own
/// transaction. Code outside an update (an action) reads back the latest value it set.
@MainActor @usableFromInline
final class StateStorage<Value> {
  @usableFromInline var latest: Value
  @usableFromInline var committed: Value
  /// How many times the committed value has changed: a binding made at one number is the same
  /// input to a view as another made at it (``BindingSource``).
  private(set) var version = 0
  private let reference: ElementReference
  private var element: Element? { reference.element }

  init(value: Value, element: Element) {
    latest = value
    committed = value
    reference = element.reference
  }

  /// The committed value during an update, the latest one otherwise.
  @inlinable var value: Value { readsCommitted ? committed : latest }

  /// Whether ``value`` is the committed one: the element's graph is updating.
  @usableFromInline var readsCommitted: Bool { element?.graph.isUpdating ?? false }

  /// Sets the value and schedules the view's update under `transaction`. When its turn comes,
  /// a value equal to the committed one changes nothing (as SwiftUI, an `Equatable` value set
  /// to what it is does not re-evaluate the view).
  func set(_ newValue: Value, transaction: Transaction) {
    latest = newValue
    guard let element else {
      committed = newValue
      version += 1
      return
    }
    element.graph.stateDidChange(of: element, transaction: transaction) { [weak self] in
      guard let self else { return false }
      let changed = !ValueEquality.areEqual(self.committed, newValue)
      self.committed = newValue
      if changed { self.version += 1 }
      return changed
    }
  }
}
