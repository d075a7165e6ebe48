import Foundation
import TempoScene

/// What an element's layout remembers between passes (internal): the sizes it chose for its
/// last few proposals, its layout children, and the frame it was placed in. All of it holds
/// until the element, or one inside it, changes.
struct LayoutCache {
  /// How many proposals' sizes are kept: a stack asks each child for up to three sizes when
  /// it is sized, and three more, across its own chosen size, when it is placed.
  static let capacity = 8

  /// The graph pass in which the element or one inside it last changed.
  private(set) var changedPass = -1
  /// The frame the element was last placed in, in its host node's space.
  var frame: CGRect?
  /// The children a stack lays out, flattened through transparent views (`nil` once the
  /// children, or those of a transparent view inside, change).
  var layoutChildren: [Element]?
  /// The size chosen for every proposal, when the element's size does not depend on it.
  var fixedSize: CGSize?
  /// The proposal the element was last sized for, and the size it chose: a stack placed in a
  /// frame of that size lays its children out for that proposal again, as SwiftUI's layouts
  /// are placed with the proposal they were sized with.
  var lastProposal: ProposedViewSize?
  var lastSize: CGSize?
  /// The frames a stack chose for its children when it was last sized, with that proposal.
  var lastFrames: (proposal: ProposedViewSize, frames: [CGRect])?
  private var proposals: [ProposedViewSize] = []
  private var sizes: [CGSize] = []
  private var nextSlot = 0

  /// Whether the element was last placed in `frame` (compared field by field: Foundation's
  /// `CGRect` equality is a call into another library, at each placement of each element).
  func wasPlaced(in frame: CGRect) -> Bool {
    guard let last = self.frame else { return false }
    return last.origin.x == frame.origin.x && last.origin.y == frame.origin.y
      && last.size.width == frame.size.width && last.size.height == frame.size.height
  }

  /// How much a stack's child can grow along the stack's axis (its length for an infinite
  /// proposal less its length for 0), with the infinite proposal (which names the axis and the
  /// length across it): a stack asks for it at each layout, the sizes behind it rarely change.
  var flexibility: (proposal: ProposedViewSize, value: Double)?

  /// The size chosen for `proposal`, if it is remembered. Mutating, though it changes nothing:
  /// a method of an element's cache that is not works on a copy of the whole cache.
  mutating func size(for proposal: ProposedViewSize) -> CGSize? {
    if let fixedSize { return fixedSize }
    for index in proposals.indices where proposals[index] == proposal { return sizes[index] }
    return nil
  }

  /// Remembers `size` for `proposal` (in place of the oldest once full).
  mutating func remember(_ size: CGSize, for proposal: ProposedViewSize) {
    if proposals.count < Self.capacity {
      proposals.append(proposal)
      sizes.append(size)
    } else {
      proposals[nextSlot] = proposal
      sizes[nextSlot] = size
      nextSlot = (nextSlot + 1) % Self.capacity
    }
  }

  /// The proposal to lay the children out for when the element is placed in a frame of
  /// `size`: the one it was last sized for when it chose that size, else `size` itself.
  func placementProposal(for size: CGSize) -> ProposedViewSize {
    if let lastProposal, lastSize == size { return lastProposal }
    return ProposedViewSize(size)
  }

  /// The frames of a stack's children for `proposal`, if it was last sized for it.
  func frames(for proposal: ProposedViewSize) -> [CGRect]? {
    guard let lastFrames, lastFrames.proposal == proposal else { return nil }
    return lastFrames.frames
  }

  /// Forgets the sizes: the element changed in graph pass `pass` (its layout children stay
  /// until the children themselves change).
  mutating func invalidate(pass: Int) {
    changedPass = pass
    fixedSize = nil
    (lastProposal, lastSize, lastFrames, flexibility) = (nil, nil, nil, nil)
    proposals.removeAll(keepingCapacity: true)
    sizes.removeAll(keepingCapacity: true)
    nextSlot = 0
  }
}
