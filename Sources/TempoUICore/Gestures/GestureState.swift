import Tempo
import TempoScene

/// A value a gesture sets while it runs and that returns to its initial value when the gesture
/// ends (SwiftUI's `GestureState`): set it in ``Gesture/updating(_:body:)``.
///
/// Like `@State`, it lives as long as the view's identity; a view reads it as a plain value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let state: State<Value>
  /// The transaction the value returns in, unless ``resetAction`` sets one.
  private let resetTransaction: Transaction
  private let resetAction: (@MainActor (Value, inout Transaction) -> Void)?

  /// A gesture state that starts at, and returns to, `wrappedValue` without animation.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
  }

  /// A gesture state that starts at, and returns to, `initialValue` without animation.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// A gesture state that returns to `wrappedValue` in `resetTransaction` (for example
  /// `Transaction(animation: .spring)`, so the view springs back at the release).
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    state = State(wrappedValue: wrappedValue)
    self.resetTransaction = resetTransaction
    resetAction = nil
  }

  /// A gesture state that returns to `initialValue` in `resetTransaction`.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  /// A gesture state that returns to `wrappedValue` in the transaction `reset` sets (it gets
  /// the value being reset and the transaction to edit).
  public init(
    wrappedValue: Value, reset: @escaping @MainActor (Value, inout Transaction) -> Void
  ) {
    state = State(wrappedValue: wrappedValue)
    resetTransaction = Transaction()
    resetAction = reset
  }

  /// A gesture state that returns to `initialValue` in the transaction `reset` sets.
  public init(
    initialValue: Value, reset: @escaping @MainActor (Value, inout Transaction) -> Void
  ) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The current value (the initial one while no gesture sets it).
  @MainActor public var wrappedValue: Value { state.wrappedValue }

  /// The state itself, to pass to ``Gesture/updating(_:body:)`` as `$name`.
  public var projectedValue: GestureState<Value> { self }

  /// Lets `body` edit the value and the transaction of its change, then makes the change
  /// (internal: a gesture's change).
  @MainActor func update(_ body: (inout Value, inout Transaction) -> Void) {
    guard let storage = state.link.storage else { return }
    var value = storage.value
    var transaction = Transaction()
    body(&value, &transaction)
    storage.set(value, transaction: transaction)
  }

  /// Returns the value to its initial one in the reset transaction (internal: the gesture ended).
  @MainActor func reset() {
    guard let storage = state.link.storage else { return }
    var transaction = resetTransaction
    resetAction?(storage.value, &transaction)
    storage.set(state.initialValue, transaction: transaction)
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// A gesture state that starts at, and returns to, `nil` in `resetTransaction`.
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }
}

extension GestureState: StateInstallable {
  /// Connects the state to the element's storage for its position (internal).
  @MainActor func install(in element: Element, index: Int) {
    state.install(in: element, index: index)
  }
}

// A gesture's actions (main-actor closures made where the gesture is built) capture the state:
// its storage is only read and written on the main actor, and its initial value never changes.
extension GestureState: @unchecked Sendable {}
