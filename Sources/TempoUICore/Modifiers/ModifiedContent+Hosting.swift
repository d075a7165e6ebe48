import Tempo
import TempoScene

/// A view that shows a ``ViewModifier``'s body (internal): its dynamic properties are the
/// modifier's, and an `Animatable` modifier is evaluated with the data of the current frame.
@MainActor
protocol ModifierHosting {
  /// Connects the modifier's `@State` and `@Environment` properties to `element`.
  func installModifierProperties(element: Element)
  /// This view with its modifier's animatable data as `element` presents it now.
  func presented(in element: Element) -> any View
}

extension ModifiedContent: ModifierHosting where Content: View, Modifier: ViewModifier {
  func installModifierProperties(element: Element) {
    DynamicProperties.install(opened: modifier, element: element)
  }

  func presented(in element: Element) -> any View {
    guard let animatable = modifier as? any Animatable else { return self }
    func present<A: Animatable>(_ modifier: A) -> any View {
      let animation =
        element.storage[ModifierAnimation<A>.Key.self]
        ?? ModifierAnimation(modifier, engine: element.graph.engine)
      element.storage[ModifierAnimation<A>.Key.self] = animation
      var copy = self
      copy.modifier = animation.present(modifier, for: element) as! Modifier
      return copy
    }
    return present(animatable)
  }
}

/// The animated value of one element's `Animatable` modifier (internal): a new modifier value
/// animates its `animatableData` under the current transaction, and while it animates the
/// element is re-evaluated at every frame with the interpolated data.
@MainActor
final class ModifierAnimation<Modifier: Animatable> {
  /// The key of an element's modifier animation in its storage.
  enum Key: ElementStorageKey {
    static var defaultValue: ModifierAnimation? { nil }
  }

  private let property: AnimatedProperty<Modifier>

  init(_ modifier: Modifier, engine: AnimationEngine) {
    property = AnimatedProperty(modifier, engine: engine)
  }

  /// Takes `modifier` as the model (its data animates under the current transaction) and
  /// returns the modifier to draw now; while it animates, `element` is refreshed each frame.
  func present(_ modifier: Modifier, for element: Element) -> Modifier {
    property.environment = element.environment
    property.value = modifier
    if property.isAnimating { element.graph.animatedElements.append(element) }
    return property.presentation
  }
}
