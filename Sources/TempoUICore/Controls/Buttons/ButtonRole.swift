/// What a button does, which its style may show (SwiftUI's `ButtonRole`): the default styles
/// draw a destructive button's label red.
public struct ButtonRole: Equatable, Sendable {
  private enum Kind: Equatable, Sendable {
    case destructive, cancel
  }

  private let kind: Kind

  /// A button that deletes or otherwise destroys something (its label red in the default
  /// styles).
  public static let destructive = ButtonRole(kind: .destructive)
  /// A button that cancels an operation.
  public static let cancel = ButtonRole(kind: .cancel)
}
