import Tempo
import TempoScene

/// A modifier that moves, turns or scales a view by a transform computed from its size
/// (SwiftUI's `GeometryEffect`), without changing its layout.
///
/// A geometry effect is `Animatable`: declare `animatableData` and the transform is computed
/// anew at every frame of an animation with the interpolated data (a shake, a wobble).
/// TempoUI draws the transform's translation, rotation and scale (no skew, no perspective).
public protocol GeometryEffect: Animatable, ViewModifier {
  /// The transform of a view of `size` points, about its top-left corner.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// The content drawn with the effect's transform.
  public func body(content: Content) -> GeometryEffectView<Self> {
    GeometryEffectView(effect: self, content: content)
  }
}

/// The view a ``GeometryEffect`` draws its content through (its modifier body).
public struct GeometryEffectView<Effect: GeometryEffect>: View {
  let effect: Effect
  let content: _ViewModifier_Content<Effect>

  /// A geometry effect's view is primitive.
  public typealias Body = Never
}

extension GeometryEffectView: PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? {
    let node = GroupNode(.overlay(), engine: engine)
    node.scaleAnchor = .zero
    node.rotationAnchor = .zero
    return node
  }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  var layoutFollowsChildren: Bool { true }

  func update(node: Node, element: Element) {
    apply(to: node, size: element.layoutCache.frame?.size ?? .zero)
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    element.children.first?.place(in: bounds)
    if let node = element.node { apply(to: node, size: bounds.size) }
  }

  /// Gives the node the effect's transform for `size`: the affine part split into a scale, a
  /// rotation (both about the top-left corner) and a move. It changes without animation: an
  /// animated effect is computed anew at each frame.
  private func apply(to node: Node, size: CGSize) {
    let transform = effect.effectValue(size: size).affine
    let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    let rotation = Angle(radians: atan2(transform.b, transform.a))
    let scaleY =
      scaleX == 0 ? transform.d : (transform.a * transform.d - transform.b * transform.c) / scaleX
    withCurrentTransaction(Transaction(animation: nil)) {
      let scale = CGSize(width: scaleX, height: scaleY)
      if node.scale != scale { node.scale = scale }
      if node.rotation != rotation { node.rotation = rotation }
      let offset = CGSize(width: transform.tx, height: transform.ty)
      if node.offset != offset { node.offset = offset }
    }
  }
}
