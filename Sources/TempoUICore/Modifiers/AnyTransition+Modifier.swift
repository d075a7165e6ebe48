import Tempo
import TempoScene

extension AnyTransition {
  /// A transition that draws an inserted view with `active` applied and moves it to
  /// `identity`, and moves a removed view from `identity` to `active` (SwiftUI's
  /// `AnyTransition.modifier(active:identity:)`).
  ///
  /// TempoUI plays it on the inserted view's node: what the modifier's body does to the content
  /// with `.opacity`, `.scaleEffect`, `.rotationEffect` and `.offset` (through nested modifiers
  /// too) becomes the transition's fade, scale, turn and move, relative to `identity`'s; other
  /// modifiers in its body do not take part. Call it on the main actor (in a view's body, as SwiftUI code does):
  /// it evaluates the modifiers' bodies.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    nonisolated(unsafe) let (active, identity) = (active, identity)
    return MainActor.assumeIsolated {
      AnyTransition(NodeEffectSum.of(active).relative(to: NodeEffectSum.of(identity)))
    }
  }
}

/// What a modifier's body does to its content's node, summed through nested modifiers
/// (internal): opacities and scales multiply, turns and offsets add.
struct NodeEffectSum {
  var opacity = 1.0
  var scale = CGSize(width: 1, height: 1)
  var anchor = UnitPoint.center
  var offset = CGSize.zero
  var rotation = Angle.zero
  var rotationAnchor = UnitPoint.center

  /// The sum for `modifier`'s body around a placeholder.
  @MainActor static func of<E: ViewModifier>(_ modifier: E) -> NodeEffectSum {
    var sum = NodeEffectSum()
    let body = modifier.body(content: _ViewModifier_Content(EmptyView()))
    (body as? any NodeEffectSource)?.addEffects(to: &sum)
    return sum
  }

  /// Adds a modifier's node properties.
  mutating func add(_ effect: NodeEffect) {
    if let opacity = effect.opacity { self.opacity *= opacity }
    if let scale = effect.scale {
      self.scale = CGSize(
        width: self.scale.width * scale.width, height: self.scale.height * scale.height)
      if effect.scaleAnchor != .center { anchor = effect.scaleAnchor }
    }
    if let rotation = effect.rotation {
      self.rotation = Angle(radians: self.rotation.radians + rotation.radians)
      if effect.rotationAnchor != .center { rotationAnchor = effect.rotationAnchor }
    }
    if let offset = effect.offset {
      self.offset = CGSize(
        width: self.offset.width + offset.width, height: self.offset.height + offset.height)
    }
  }

  /// The transition effect that takes a view drawn with `identity` to this sum.
  func relative(to identity: NodeEffectSum) -> TransitionEffect {
    func ratio(_ value: Double, _ base: Double) -> Double { base == 0 ? value : value / base }
    return TransitionEffect(
      opacity: ratio(opacity, identity.opacity),
      scale: CGSize(
        width: ratio(Double(scale.width), Double(identity.scale.width)),
        height: ratio(Double(scale.height), Double(identity.scale.height))),
      anchor: anchor,
      offset: CGSize(
        width: offset.width - identity.offset.width, height: offset.height - identity.offset.height),
      rotation: Angle(radians: rotation.radians - identity.rotation.radians),
      rotationAnchor: rotationAnchor)
  }
}

/// A view whose node properties a modifier transition reads (internal).
@MainActor
protocol NodeEffectSource {
  /// Adds this view's node properties, and those of the views it modifies, to `sum`.
  func addEffects(to sum: inout NodeEffectSum)
}

extension ModifiedView: NodeEffectSource {
  func addEffects(to sum: inout NodeEffectSum) {
    if case .node(let effect) = effect { sum.add(effect) }
    (content as? any NodeEffectSource)?.addEffects(to: &sum)
  }
}

extension ModifiedContent: NodeEffectSource where Content: View, Modifier: ViewModifier {
  func addEffects(to sum: inout NodeEffectSum) {
    (body as? any NodeEffectSource)?.addEffects(to: &sum)
    (content as? any NodeEffectSource)?.addEffects(to: &sum)
  }
}
