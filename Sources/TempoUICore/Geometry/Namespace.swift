import TempoScene

/// A namespace for the ids of `matchedGeometryEffect` (SwiftUI's `Namespace`): declare one with
/// `@Namespace private var animation` and pass `animation` as the effect's `in:`.
///
/// Its ``ID`` stays the same for as long as the view holding it keeps its identity.
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let token: ObjectIdentifier
  }

  /// What the ID is made from: one token kept in the view's state.
  let state = State(wrappedValue: NamespaceToken())

  /// Creates a namespace.
  public init() {}

  /// The namespace's identity.
  @MainActor public var wrappedValue: ID { ID(token: ObjectIdentifier(state.wrappedValue)) }
}

extension Namespace: StateInstallable {
  @MainActor func install(in element: Element, index: Int) {
    state.install(in: element, index: index)
  }
}

/// The object whose identity is a namespace's (internal).
final class NamespaceToken: Sendable {}
