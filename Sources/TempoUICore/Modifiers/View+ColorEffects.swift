import Tempo
import TempoScene

// The colour effects filter every colour the view draws (fills, strokes, gradients' stops,
// text) through a W3C Filter Effects colour matrix on gamma-encoded sRGB; a change animates
// the effect's amount with the transaction.
extension View {
  /// Rotates the hues of this view's colours by `angle` about the grey axis.
  public func hueRotation(_ angle: Angle) -> some View {
    modifier(ColorFilterModifier(kind: .hueRotation, amount: angle.radians))
  }

  /// Scales the saturation of this view's colours: 0 grey, 1 unchanged, above 1 more vivid.
  public func saturation(_ amount: Double) -> some View {
    modifier(ColorFilterModifier(kind: .saturation, amount: amount))
  }

  /// Brightens this view's colours by adding `amount` to their components: 0 unchanged, 1
  /// white, below 0 darker.
  public func brightness(_ amount: Double) -> some View {
    modifier(ColorFilterModifier(kind: .brightness, amount: amount))
  }

  /// Scales this view's colours away from mid-grey: 1 unchanged, 0 all grey, above 1 more
  /// contrast, below 0 inverted.
  public func contrast(_ amount: Double) -> some View {
    modifier(ColorFilterModifier(kind: .contrast, amount: amount))
  }

  /// Turns this view's colours toward their grey: 0 unchanged, 1 fully grey.
  public func grayscale(_ amount: Double) -> some View {
    modifier(ColorFilterModifier(kind: .grayscale, amount: amount))
  }

  /// Multiplies this view's colours by `color`, component by component (white changes
  /// nothing; a view drawn white takes `color`).
  public func colorMultiply(_ color: Color) -> some View {
    modifier(ColorMultiplyModifier(color: color))
  }

  /// Inverts this view's colours: each component x becomes 1 − x.
  public func colorInvert() -> some View {
    modified(.colorFilter(.invert))
  }
}
