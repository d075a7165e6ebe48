import TempoScene

// Hints to SwiftUI's compositor: TempoUI draws every view straight into the frame, so they
// compile and draw the view as it is.
extension View {
  /// Composites this view's contents as one layer before effects apply: accepted, drawn as it
  /// is (an opacity here applies to each part, so overlapping parts show through each other).
  public func compositingGroup() -> some View { self }

  /// Renders this view offscreen first (SwiftUI's Metal layer): accepted, drawn as it is.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  { self }

  /// Isolates this view's geometry from its parent's animation (iOS 17): accepted, drawn as it
  /// is; TempoUI animates each node's own frame already.
  public func geometryGroup() -> some View { self }
}
