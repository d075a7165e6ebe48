import Tempo
import TempoScene

/// What the colour-effect modifiers apply (internal): an `Animatable` modifier over the
/// effect's amount, so an animation interpolates the amount (a hue's angle, a saturation) and
/// each frame draws the filter of the amount reached, as SwiftUI does (interpolating the
/// matrices instead would turn a full hue rotation into nothing).
struct ColorFilterModifier: ViewModifier, @preconcurrency Animatable {
  /// Which filter.
  enum Kind {
    /// `hueRotation`: the amount is the angle in radians.
    case hueRotation
    /// `saturation`: 0 grey, 1 unchanged.
    case saturation
    /// `brightness`: added to each component.
    case brightness
    /// `contrast`: 1 unchanged, 0 mid-grey.
    case contrast
    /// `grayscale`: 0 unchanged, 1 grey.
    case grayscale
  }

  let kind: Kind
  /// The effect's amount.
  var amount: Double

  /// The amount.
  var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }

  /// The content drawn through the filter of ``amount``.
  func body(content: Content) -> some View {
    content.modified(.colorFilter(matrix))
  }

  /// The filter for ``amount``.
  var matrix: ColorMatrix {
    switch kind {
    case .hueRotation: .hueRotation(.radians(amount))
    case .saturation: .saturation(amount)
    case .brightness: .brightness(amount)
    case .contrast: .contrast(amount)
    case .grayscale: .grayscale(amount)
    }
  }
}

/// What `colorMultiply` applies (internal): an `Animatable` modifier over the colour (its
/// linear components), resolved in the view's appearance.
struct ColorMultiplyModifier: ViewModifier, @preconcurrency Animatable {
  /// The colour multiplied in.
  var color: Color
  @Environment(\.colorScheme) private var colorScheme

  /// The colour's animatable components.
  var animatableData: Color.AnimatableData {
    get { color.animatableData }
    set { color.animatableData = newValue }
  }

  /// The content with its colours multiplied by ``color``.
  func body(content: Content) -> some View {
    content.modified(.colorFilter(.multiply(color.resolved(in: colorScheme))))
  }
}
