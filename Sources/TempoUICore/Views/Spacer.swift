import Foundation
import TempoScene

/// Flexible space along the axis of the stack it is in (SwiftUI's `Spacer`).
public struct Spacer: View {
  /// The least length it takes, in points (`nil`: 8).
  public var minLength: Double?

  /// Creates a spacer of at least `minLength` points.
  public init(minLength: Double? = nil) {
    self.minLength = minLength
  }

  /// A spacer is primitive.
  public typealias Body = Never
}

extension Spacer: PrimitiveView {
  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    let least = minLength ?? StackArrangement.defaultSpacing
    switch element.stackAxis {
    case .horizontal?:
      return CGSize(width: max(proposal.width ?? least, least), height: 0)
    case .vertical?:
      return CGSize(width: 0, height: max(proposal.height ?? least, least))
    case nil:
      return CGSize(
        width: max(proposal.width ?? least, least), height: max(proposal.height ?? least, least))
    }
  }
}

/// The axis of a stack (internal).
enum StackAxis {
  case horizontal, vertical
}

extension Element {
  /// The axis of the nearest enclosing horizontal or vertical stack, looking through groups.
  var stackAxis: StackAxis? {
    var ancestor = parent
    while let current = ancestor {
      if let stack = current.view as? any AxisStack { return stack.axis }
      guard current.primitive?.isLayoutTransparent ?? true else { return nil }
      ancestor = current.parent
    }
    return nil
  }
}

/// A stack that lays out along one axis (internal).
@MainActor
protocol AxisStack {
  var axis: StackAxis { get }
}
