import Tempo
import TempoScene

/// What the views in a navigation stack use to push and pop pages (internal): in the
/// environment of every page of a ``NavigationStack``.
///
/// It refers to the stack's controller weakly: the pages' views (their links' `@Environment`)
/// hold the context, and the controller holds the pages, so a strong reference would keep the
/// whole stack alive.
@MainActor
struct NavigationContext {
  weak var controller: NavigationController?

  /// Pushes a page showing the view.
  func push(_ view: AnyView) { controller?.push(view) }

  /// Pops the top page.
  func pop() { controller?.pop() }

  /// Pushes the page registered for `value`'s type; a type with no destination logs one line.
  func push(value: any Hashable) {
    guard let controller else { return }
    guard let view = controller.destinations.view(for: value) else {
      return warnOnce(
        "A NavigationLink is presenting a value of type \(type(of: value)) but there is no matching navigationDestination declaration visible from the location of the link"
      )
    }
    controller.push(view)
  }

  /// The destinations `.navigationDestination(for:)` registered, by value type.
  var destinations: NavigationDestinations? { controller?.destinations }
}

/// A navigation stack's pushing and popping (internal): kept by the stack's `@State`, given
/// its actions at each evaluation of the stack's body.
@MainActor
final class NavigationController {
  /// The destinations `.navigationDestination(for:)` registered.
  let destinations = NavigationDestinations()
  /// Pushes a page showing the view.
  var push: @MainActor (AnyView) -> Void = { _ in }
  /// Pops the top page.
  var pop: @MainActor () -> Void = {}
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
