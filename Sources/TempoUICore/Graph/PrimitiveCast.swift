import Foundation

/// Finds the primitive behind a view (internal), remembering per view type whether it is one,
/// so an update casts each view once to its concrete type instead of searching conformances.
@MainActor
enum PrimitiveCast {
  /// What a view type is: an element finds it once (its view type never changes) and keeps it.
  enum Kind {
    case composite
    case primitive(any PrimitiveView.Type)
    case shape(any Shape.Type)
  }

  private static var kinds: [ObjectIdentifier: Kind] = [:]

  /// What views of `viewType` are (looked up once per type).
  static func kind(of viewType: any View.Type) -> Kind {
    if let known = kinds[ObjectIdentifier(viewType)] { return known }
    let kind: Kind
    if let primitive = viewType as? any PrimitiveView.Type {
      kind = .primitive(primitive)
    } else if let shape = viewType as? any Shape.Type {
      kind = .shape(shape)
    } else {
      kind = .composite
    }
    kinds[ObjectIdentifier(viewType)] = kind
    return kind
  }

  /// The primitive behind `view` (itself, or a shape's drawing), or `nil` for a view with a
  /// body; `kind` is what `view`'s type is.
  static func primitive(of view: any View, kind: Kind) -> (any PrimitiveView)? {
    switch kind {
    case .composite: return nil
    case .primitive(let primitive): return cast(view, to: primitive)
    case .shape(let shape): return drawing(of: view, as: shape)
    }
  }

  private static func cast<P: PrimitiveView>(_ view: any View, to _: P.Type) -> any PrimitiveView {
    reinterpret(view, as: P.self)
  }

  private static func drawing<S: Shape>(of view: any View, as _: S.Type) -> any PrimitiveView {
    reinterpret(view, as: S.self).asPrimitive
  }

  /// `view` as `T`, which is its type (the kind says so): the opened value is reinterpreted,
  /// without the runtime's dynamic cast.
  static func reinterpret<T>(_ view: any View, as _: T.Type) -> T {
    func open<V: View>(_ view: V) -> T {
      precondition(V.self == T.self, "PrimitiveCast: \(V.self) is not \(T.self)")
      return unsafeBitCast(view, to: T.self)
    }
    return open(view)
  }
}
