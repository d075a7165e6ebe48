import Tempo
import TempoScene

extension View {
  /// Sets the style that `background(in:)` and `background()` inside this view fill with.
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.backgroundStyle, AnyShapeStyle(style))
  }

  /// Fills `shape` behind this view, in its frame, with the environment's background style
  /// (`EnvironmentValues.backgroundStyle`, else the system background).
  public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
    background(EnvironmentBackground(shape: shape, fillStyle: fillStyle))
  }

  /// Fills the space behind this view with the environment's background style (else the system
  /// background); the safe area edges do not matter on a desktop window.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(EnvironmentBackground(shape: Rectangle(), fillStyle: FillStyle()))
  }
}

/// A shape filled with the environment's background style (internal).
struct EnvironmentBackground<S: Shape>: View {
  let shape: S
  let fillStyle: FillStyle
  @Environment(\.backgroundStyle) private var style

  var body: some View {
    shape.fill(style ?? AnyShapeStyle(BackgroundStyle()), style: fillStyle)
  }
}
