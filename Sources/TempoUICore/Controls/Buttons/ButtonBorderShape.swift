import Tempo
import TempoScene

/// The outline of a bordered button (SwiftUI's `ButtonBorderShape`), set with
/// `.buttonBorderShape(_:)`.
public struct ButtonBorderShape: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case automatic, capsule, circle
    case roundedRectangle(radius: Double?)
  }

  let kind: Kind

  /// The style's own outline: a rounded rectangle whose corner radius grows with the control
  /// size (6, 6, 8, 12, 14 points from `.mini` to `.extraLarge`: TempoUI's choice).
  public static let automatic = ButtonBorderShape(kind: .automatic)
  /// A capsule: semicircular ends.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A circle as wide as the button is high, or as high as it is wide, whichever is less.
  public static let circle = ButtonBorderShape(kind: .circle)
  /// A rounded rectangle with the control size's corner radius (as ``automatic``).
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

  /// A rounded rectangle whose corners have `radius` points.
  public static func roundedRectangle(radius: Double) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius: radius))
  }
}

/// A bordered button's background (internal): its border shape filled with `color`.
struct ButtonBorderFill: View {
  let shape: ButtonBorderShape
  let cornerRadius: Double
  let color: Color

  var body: some View {
    switch shape.kind {
    case .capsule:
      Capsule().fill(color)
    case .circle:
      Circle().fill(color)
    case .automatic:
      RoundedRectangle(cornerRadius: cornerRadius).fill(color)
    case .roundedRectangle(let radius):
      RoundedRectangle(cornerRadius: radius ?? cornerRadius).fill(color)
    }
  }
}
