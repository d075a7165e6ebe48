/// A property of an ``ObservableObject`` class that announces its changes (Combine's
/// `Published`): setting it sends the enclosing object's `objectWillChange` first, so the views
/// that hold the object update, inside the transaction of the change.
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  /// Creates the property with its initial value.
  public init(wrappedValue: Value) {
    value = wrappedValue
  }

  /// Creates the property with its initial value.
  public init(initialValue: Value) {
    value = initialValue
  }

  /// Unavailable: the value is read and written through the enclosing class.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The property's value in `object`; setting it sends `object.objectWillChange` first (when
  /// the class is an ``ObservableObject``).
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      (object as? any ObservableObject)?.objectWillChange.send()
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}

extension Published: Sendable where Value: Sendable {}
