import TempoScene

/// Where the keyboard's focus is, as a view's property (SwiftUI's `FocusState`): `true` or a
/// field's value while the text field marked with `.focused(_:)` or `.focused(_:equals:)` has
/// focus, `false` or `nil` otherwise.
///
/// It follows the focus (a click on a field, Tab, Return) and moves it: setting it to `true`
/// or to a field's value focuses that field after the update, setting it to `false` or `nil`
/// takes the focus away. Its value is kept as a `@State`'s is.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>
  /// The value meaning "not focused here": `false` or `nil`.
  let unfocused: Value

  /// A focus state that is `false` until its field has focus.
  public init() where Value == Bool {
    state = State(wrappedValue: false)
    unfocused = false
  }

  /// A focus state that is `nil` until one of its fields has focus.
  public init<T: Hashable>() where Value == T? {
    state = State(wrappedValue: nil)
    unfocused = nil
  }

  /// Which field has focus; setting it moves the focus after the update.
  @MainActor public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// The focus state to hand to `.focused(_:)` or to a child view's `@FocusState.Binding`.
  @MainActor public var projectedValue: Binding {
    Binding(value: state.projectedValue, unfocused: unfocused)
  }

  /// A focus state handed from the view that owns it (SwiftUI's `FocusState.Binding`).
  @propertyWrapper
  public struct Binding {
    let value: TempoUICore.Binding<Value>
    let unfocused: Value

    /// Which field has focus; setting it moves the focus after the update.
    @MainActor public var wrappedValue: Value {
      get { value.wrappedValue }
      nonmutating set { value.wrappedValue = newValue }
    }

    /// This binding itself, to hand on further.
    public var projectedValue: FocusState<Value>.Binding { self }
  }
}

extension FocusState: StateInstallable {
  func install(in element: Element, index: Int) {
    state.install(in: element, index: index)
  }
}
