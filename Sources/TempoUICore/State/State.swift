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
    get { link.storage?.value ?? initialValue }
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
      set: { value, transaction in storage?.set(value, transaction: transaction) })
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
  var storage: StateStorage<Value>?

  @usableFromInline init() {}
}

/// The storage of one `@State` of one mounted view (internal).
///
/// A body sees the committed value: the changes applied so far in this update, each in its own
/// transaction. Code outside an update (an action) reads back the latest value it set.
@MainActor
final class StateStorage<Value> {
  private var latest: Value
  private var committed: Value
  private let reference: ElementReference
  private var element: Element? { reference.element }

  init(value: Value, element: Element) {
    latest = value
    committed = value
    reference = element.reference
  }

  /// The committed value during an update, the latest one otherwise.
  var value: Value {
    (element?.graph.isUpdating ?? false) ? committed : latest
  }

  /// Sets the value and schedules the view's update under `transaction`. When its turn comes,
  /// a value equal to the committed one changes nothing (as SwiftUI, an `Equatable` value set
  /// to what it is does not re-evaluate the view).
  func set(_ newValue: Value, transaction: Transaction) {
    latest = newValue
    guard let element else {
      committed = newValue
      return
    }
    element.graph.stateDidChange(of: element, transaction: transaction) { [weak self] in
      guard let self else { return false }
      let changed = !Self.isEqual(self.committed, newValue)
      self.committed = newValue
      return changed
    }
  }

  /// Whether `first` and `second` are equal `Equatable` values (`false` for other values).
  private static func isEqual(_ first: Value, _ second: Value) -> Bool {
    guard let first = first as? any Equatable else { return false }
    return first.isEqual(to: second)
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one (internal).
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self) == self
  }
}
