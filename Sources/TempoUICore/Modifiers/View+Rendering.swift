import TempoScene

extension View {
  /// Composites this view's contents as one layer before effects above it apply, as SwiftUI
  /// does: an opacity outside (`.compositingGroup().opacity(0.5)`) fades the flattened view,
  /// so overlapping parts do not show through each other; without it each part takes the
  /// opacity on its own.
  public func compositingGroup() -> some View { CompositingGroupView(content: self) }

  /// Renders this view into an offscreen image before display (SwiftUI's Metal layer): TempoUI
  /// composites it as one layer, as ``compositingGroup()`` does; `opaque` and `colorMode` are
  /// accepted.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  { CompositingGroupView(content: self) }

  /// Isolates this view's geometry from its parent's (iOS 17): its position and size are
  /// resolved and animated as one, then its content is placed in that animated frame, so a view
  /// inserted inside while it moves moves with it. Without it each view animates its own frame
  /// and an inserted one appears at once where it ends.
  public func geometryGroup() -> some View { GeometryGroupView(content: self) }
}
