/// Where a binding's value lives and which of its values the binding was made at (internal):
/// a `@State`'s storage, the number of the storage's committed value, and the key path from
/// that value for a binding derived with `$state.member`.
///
/// A view compares its bindings by source, as SwiftUI compares a binding by its location and
/// value: a child given `$flag` again while `flag` kept its value is the same view, and its
/// body is not evaluated again; once `flag` changed, it is not. A binding made from closures
/// has no source and never compares the same.
struct BindingSource: Equatable {
  /// The storage the value lives in.
  let location: AnyObject
  /// The number of the storage's committed value when the binding was made (it counts the
  /// changes of `StateStorage`'s committed value).
  let version: Int
  /// The path from the stored value to the bound one (`nil`: the value itself).
  let path: AnyKeyPath?

  /// The source of a binding to the value at `keyPath` inside this one's.
  func appending(_ keyPath: AnyKeyPath) -> BindingSource? {
    guard let path else {
      return BindingSource(location: location, version: version, path: keyPath)
    }
    guard let joined = path.appending(path: keyPath) else { return nil }
    return BindingSource(location: location, version: version, path: joined)
  }

  static func == (first: BindingSource, second: BindingSource) -> Bool {
    first.location === second.location && first.version == second.version
      && first.path == second.path
  }
}
