import Foundation
import TempoScene

extension ModifiedView {
  /// The content's element (the last child for a background, the first otherwise, as
  /// ``children(in:)`` lists them).
  private func contentElement(of element: Element) -> Element? {
    if case .background = effect { return element.children.last }
    return element.children.first
  }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    guard let content = contentElement(of: element) else { return .zero }
    switch effect {
    case .frame(let width, let height, _):
      let child = content.sizeThatFits(
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
      return CGSize(width: width ?? Double(child.width), height: height ?? Double(child.height))
    case .flexibleFrame(let frame):
      return frame.size(for: proposal, content: content)
    case .padding(let insets):
      let inner = ProposedViewSize(
        width: proposal.width.map { max($0 - insets.horizontal, 0) },
        height: proposal.height.map { max($0 - insets.vertical, 0) })
      let child = content.sizeThatFits(inner)
      return CGSize(
        width: Double(child.width) + insets.horizontal,
        height: Double(child.height) + insets.vertical)
    default:
      return content.sizeThatFits(proposal)
    }
  }

  func sizeIgnoresProposal(element: Element) -> Bool {
    guard let content = contentElement(of: element) else { return true }
    switch effect {
    case .frame(let width, let height, _):
      return (width != nil || content.sizeIgnoresProposal)
        && (height != nil || content.sizeIgnoresProposal)
    case .flexibleFrame:
      return false
    default:
      return content.sizeIgnoresProposal
    }
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    guard let content = contentElement(of: element) else { return }
    switch effect {
    case .frame(_, _, let alignment):
      let size = content.sizeThatFits(ProposedViewSize(bounds.size))
      content.place(in: Self.align(size, in: bounds, alignment, content: content))
    case .flexibleFrame(let frame):
      let size = content.sizeThatFits(ProposedViewSize(bounds.size))
      content.place(in: Self.align(size, in: bounds, frame.alignment, content: content))
    case .padding(let insets):
      content.place(
        in: CGRect(
          x: Double(bounds.minX) + insets.leading, y: Double(bounds.minY) + insets.top,
          width: max(Double(bounds.width) - insets.horizontal, 0),
          height: max(Double(bounds.height) - insets.vertical, 0)))
    case .background(_, let alignment), .overlay(_, let alignment):
      content.place(in: bounds)
      for other in element.children where other !== content {
        let size = other.sizeThatFits(ProposedViewSize(bounds.size))
        var frame = Self.align(size, in: bounds, alignment)
        if alignment.vertical.isTextBaseline {
          // The other view's baseline on the content's.
          frame.origin.y =
            Double(bounds.minY) + content.alignmentValue(alignment.vertical, in: bounds.size)
            - other.alignmentValue(alignment.vertical, in: size)
        }
        other.place(in: frame)
      }
    case .node(let effect) where effect.clipCornerRadius != nil:
      element.storage[ClippingCorners.ClipSizeKey.self] = bounds.size
      content.place(in: bounds)
    default:
      content.place(in: bounds)
    }
  }

  func explicitBaseline(_ guide: VerticalAlignment, in size: CGSize, element: Element) -> Double? {
    guard let content = contentElement(of: element) else { return nil }
    let bounds = CGRect(origin: .zero, size: size)
    switch effect {
    case .frame(_, _, let alignment):
      return Self.baseline(guide, of: content, in: bounds, alignment)
    case .flexibleFrame(let frame):
      return Self.baseline(guide, of: content, in: bounds, frame.alignment)
    case .padding(let insets):
      let inner = CGSize(
        width: max(Double(size.width) - insets.horizontal, 0),
        height: max(Double(size.height) - insets.vertical, 0))
      return content.explicitBaseline(guide, in: inner).map { $0 + insets.top }
    default:
      return content.explicitBaseline(guide, in: size)
    }
  }

  /// The baseline of `content` placed in a frame's `bounds` with `alignment`, in the frame's
  /// points from its top.
  private static func baseline(
    _ guide: VerticalAlignment, of content: Element, in bounds: CGRect, _ alignment: Alignment
  ) -> Double? {
    let size = content.sizeThatFits(ProposedViewSize(bounds.size))
    let frame = align(size, in: bounds, alignment, content: content)
    return content.explicitBaseline(guide, in: size).map { $0 + Double(frame.minY) }
  }

  /// `content` of `size` aligned in a frame's `bounds`: on a text baseline, its baseline on the
  /// frame's bottom (the frame's own default for that guide, as SwiftUI places it).
  static func align(
    _ size: CGSize, in bounds: CGRect, _ alignment: Alignment, content: Element
  ) -> CGRect {
    var frame = align(size, in: bounds, alignment)
    if alignment.vertical.isTextBaseline {
      frame.origin.y =
        Double(bounds.maxY) - content.alignmentValue(alignment.vertical, in: size)
    }
    return frame
  }

  static func align(_ size: CGSize, in bounds: CGRect, _ alignment: Alignment) -> CGRect {
    CGRect(
      x: Double(bounds.minX) + (Double(bounds.width) - Double(size.width))
        * alignment.horizontal.unitFraction,
      y: Double(bounds.minY) + (Double(bounds.height) - Double(size.height))
        * alignment.vertical.unitFraction,
      width: Double(size.width), height: Double(size.height))
  }
}

extension ModifiedView: RoundedClip {
  var cornerRadius: Double {
    if case .node(let effect) = effect { return effect.clipCornerRadius ?? 0 }
    return 0
  }

  var clipOutline: ClipOutline {
    if case .node(let effect) = effect { return effect.clipOutline }
    return .roundedRectangle
  }
}

extension FlexibleFrame {
  /// SwiftUI's flexible frame: the proposal clamped to the bounds, where a bound is missing the
  /// content's own size clamped to the others.
  @MainActor func size(for proposal: ProposedViewSize, content: Element) -> CGSize {
    func clamp(_ value: Double, _ low: Double?, _ high: Double?) -> Double {
      var result = value
      if let high { result = min(result, high) }
      if let low { result = max(result, low) }
      return result
    }
    let proposedWidth = proposal.width.map { clamp($0, minWidth, maxWidth) } ?? idealWidth
    let proposedHeight = proposal.height.map { clamp($0, minHeight, maxHeight) } ?? idealHeight
    let child = content.sizeThatFits(ProposedViewSize(width: proposedWidth, height: proposedHeight))
    func resolve(_ proposed: Double?, _ child: Double, _ low: Double?, _ high: Double?) -> Double {
      var result = child
      if let low { result = max(low, min(result, proposed ?? result)) }
      if let high { result = min(high, max(result, proposed ?? result)) }
      return result
    }
    return CGSize(
      width: resolve(proposedWidth, Double(child.width), minWidth, maxWidth),
      height: resolve(proposedHeight, Double(child.height), minHeight, maxHeight))
  }
}
