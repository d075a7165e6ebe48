import Foundation
import TempoScene

/// How content is sized to an aspect ratio (SwiftUI's `ContentMode`).
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// As large as fits inside the offer.
  case fit
  /// As small as covers the offer.
  case fill
}

/// A view offering its content a size of an aspect ratio (internal; `.aspectRatio(_:contentMode:)`).
///
/// The offer is fitted inside (`.fit`) or around (`.fill`) the proposal with that ratio of
/// width to height, the content's own ideal size's ratio when none is given; an axis proposed
/// `nil` follows the other, and with both `nil` the ideal width does. The content chooses its
/// size from that offer and is centred in the result.
struct AspectRatioView<Content: View>: View, PrimitiveView {
  let content: Content
  let ratio: Double?
  let contentMode: ContentMode

  typealias Body = Never

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    guard let child = element.layoutChildren.first else { return .zero }
    return child.sizeThatFits(offer(for: proposal, child: child))
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    guard let child = element.layoutChildren.first else { return }
    let size = child.sizeThatFits(offer(for: ProposedViewSize(bounds.size), child: child))
    child.place(in: ModifiedView<Content>.align(size, in: bounds, .center))
  }

  /// The size of ``ratio`` (or the child's ideal ratio) fitted to `proposal`.
  func offer(for proposal: ProposedViewSize, child: Element) -> ProposedViewSize {
    let ratio = resolvedRatio(child: child)
    guard ratio > 0, ratio.isFinite else { return proposal }
    switch (proposal.width, proposal.height) {
    case (let width?, let height?) where width.isFinite && height.isFinite:
      let isWider = width / max(height, .leastNonzeroMagnitude) > ratio
      let heightLimits = (contentMode == .fit) == isWider
      return heightLimits
        ? ProposedViewSize(width: height * ratio, height: height)
        : ProposedViewSize(width: width, height: width / ratio)
    case (let width?, _) where width.isFinite:
      return ProposedViewSize(width: width, height: width / ratio)
    case (_, let height?) where height.isFinite:
      return ProposedViewSize(width: height * ratio, height: height)
    default:
      let ideal = child.sizeThatFits(ProposedViewSize(width: nil, height: nil))
      return ProposedViewSize(width: Double(ideal.width), height: Double(ideal.width) / ratio)
    }
  }

  private func resolvedRatio(child: Element) -> Double {
    if let ratio { return ratio }
    let ideal = child.sizeThatFits(ProposedViewSize(width: nil, height: nil))
    return Double(ideal.width) / Double(ideal.height)
  }
}

extension View {
  /// Sizes this view to `aspectRatio` (width over height; `nil`: its ideal size's), as large as
  /// fits in the space offered (`.fit`) or as small as covers it (`.fill`).
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    AspectRatioView(content: self, ratio: aspectRatio.map(Double.init), contentMode: contentMode)
  }

  /// Sizes this view to the aspect ratio of `aspectRatio`, fitting or filling the space offered.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    AspectRatioView(
      content: self, ratio: Double(aspectRatio.width) / Double(aspectRatio.height),
      contentMode: contentMode)
  }

  /// Sizes this view to its ideal size's aspect ratio, as large as fits in the space offered.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Sizes this view to its ideal size's aspect ratio, as small as covers the space offered.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
