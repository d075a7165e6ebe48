import TempoScene

/// What the views in a navigation stack use to push and pop pages (internal): in the
/// environment of every page of a ``NavigationStack``.
@MainActor
struct NavigationContext {
  /// Pushes a page showing the view.
  let push: @MainActor (AnyView) -> Void
  /// Pops the top page.
  let pop: @MainActor () -> Void
  /// The destinations `.navigationDestination(for:)` registered, by value type.
  let destinations: NavigationDestinations

  /// Pushes the page registered for `value`'s type; a type with no destination logs one line.
  func push(value: any Hashable) {
    guard let view = destinations.view(for: value) else {
      return warnOnce(
        "A NavigationLink is presenting a value of type \(type(of: value)) but there is no matching navigationDestination declaration visible from the location of the link"
      )
    }
    push(view)
  }
}

/// The destinations registered in a navigation stack, by value type (internal): a reference,
/// so a `.navigationDestination` inside registers where the stack's links find it.
@MainActor
final class NavigationDestinations {
  private var makers: [ObjectIdentifier: (Any) -> AnyView?] = [:]

  /// Registers `destination` for values of type `D`.
  func register<D: Hashable, V: View>(_ type: D.Type, _ destination: @escaping (D) -> V) {
    makers[ObjectIdentifier(type)] = { value in (value as? D).map { AnyView(destination($0)) } }
  }

  /// The destination view for `value`, if its type has one.
  func view(for value: any Hashable) -> AnyView? {
    makers[ObjectIdentifier(type(of: value))]?(value)
  }
}

extension EnvironmentValues {
  /// The navigation stack this view is in, if any (internal).
  var navigation: NavigationContext? {
    get { self[NavigationKey.self] }
    set { self[NavigationKey.self] = newValue }
  }
}

extension EnvironmentValues {
  /// Whether this view is a row of a `List` (internal).
  var isInList: Bool {
    get { self[IsInListKey.self] }
    set { self[IsInListKey.self] = newValue }
  }
}

private enum IsInListKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum NavigationKey: EnvironmentKey {
  static var defaultValue: NavigationContext? { nil }
}
