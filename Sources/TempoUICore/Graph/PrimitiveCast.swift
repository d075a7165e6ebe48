/// Finds the primitive behind a view (internal), remembering per view type whether it is one,
/// so an update casts each view once to its concrete type instead of searching conformances.
@MainActor
enum PrimitiveCast {
  private enum Kind {
    case composite
    case primitive(any PrimitiveView.Type)
    case shape(any Shape.Type)
  }

  private static var kinds: [ObjectIdentifier: Kind] = [:]

  /// The primitive behind `view` (itself, or a shape's drawing), or `nil` for a view with a body.
  static func primitive(of view: any View) -> (any PrimitiveView)? {
    let viewType = type(of: view)
    let kind: Kind
    if let known = kinds[ObjectIdentifier(viewType)] {
      kind = known
    } else {
      if let primitive = viewType as? any PrimitiveView.Type {
        kind = .primitive(primitive)
      } else if let shape = viewType as? any Shape.Type {
        kind = .shape(shape)
      } else {
        kind = .composite
      }
      kinds[ObjectIdentifier(viewType)] = kind
    }
    switch kind {
    case .composite: return nil
    case .primitive(let primitive): return cast(view, to: primitive)
    case .shape(let shape): return drawing(of: view, as: shape)
    }
  }

  private static func cast<P: PrimitiveView>(_ view: any View, to _: P.Type) -> any PrimitiveView {
    view as! P
  }

  private static func drawing<S: Shape>(of view: any View, as _: S.Type) -> any PrimitiveView {
    (view as! S).asPrimitive
  }
}
