import Foundation

/// A side of a rectangle (leading is left, trailing is right: Tempo lays out left to right).
public enum Edge: Hashable, Sendable, CaseIterable {
  /// The top side.
  case top
  /// The left side.
  case leading
  /// The bottom side.
  case bottom
  /// The right side.
  case trailing

  /// The side across from this one.
  package var opposite: Edge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }

  /// The direction from the centre to this side, in multiples of the width and height.
  var unitOffset: CGSize {
    switch self {
    case .top: CGSize(width: 0, height: -1)
    case .bottom: CGSize(width: 0, height: 1)
    case .leading: CGSize(width: -1, height: 0)
    case .trailing: CGSize(width: 1, height: 0)
    }
  }
}
