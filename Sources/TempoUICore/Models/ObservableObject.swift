/// A class whose changes the views holding it follow (Combine's `ObservableObject`, provided by
/// TempoUI since Combine does not exist on Linux).
///
/// Its ``objectWillChange`` publisher announces each change before it happens: `@Published`
/// properties send it when set, and code may call `objectWillChange.send()` itself. Views hold
/// such an object with ``StateObject``, ``ObservedObject`` or ``EnvironmentObject``.
public protocol ObservableObject: AnyObject {
  /// The publisher that announces the object's changes, the same one on every read.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// The object's publisher, made on first use and kept as long as the object lives.
  public var objectWillChange: ObservableObjectPublisher {
    ObjectWillChangeRegistry.publisher(for: self)
  }
}
