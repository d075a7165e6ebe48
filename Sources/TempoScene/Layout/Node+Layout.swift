import Foundation

extension Node {
  /// The node's size for `proposal`, in points: its fixed frame where set, else its content's
  /// size plus padding (internal). Uses presentation values, so animated sizes reflow.
  func sizeThatFits(_ proposal: ProposedSize, measurer: any TextMeasurer) -> CGSize {
    // `if let`, not `Optional.map`: a main-actor closure checks the executor on every call.
    var fixedWidth: Double?
    if let width = widthValue.presentation { fixedWidth = max(width, 0) }
    var fixedHeight: Double?
    if let height = heightValue.presentation { fixedHeight = max(height, 0) }
    if let fixedWidth, let fixedHeight { return CGSize(width: fixedWidth, height: fixedHeight) }
    let inner = ProposedSize(
      width: (fixedWidth ?? proposal.width).map { max($0 - padding.horizontal, 0) },
      height: (fixedHeight ?? proposal.height).map { max($0 - padding.vertical, 0) })
    let content = contentSize(for: inner, measurer: measurer)
    return CGSize(
      width: fixedWidth ?? content.width + padding.horizontal,
      height: fixedHeight ?? content.height + padding.vertical)
  }

  /// Gives the node its frame in the parent's coordinates and lays out its content (internal).
  ///
  /// An explicit ``position`` moves the frame so that its centre is there.
  func place(in frame: CGRect, measurer: any TextMeasurer) {
    var origin = frame.origin
    if let position = positionValue.presentation {
      origin = CGPoint(x: position.x - frame.width / 2, y: position.y - frame.height / 2)
    }
    layoutFrame = CGRect(origin: origin, size: frame.size)
    let inner = CGRect(
      x: padding.leading, y: padding.top, width: max(frame.width - padding.horizontal, 0),
      height: max(frame.height - padding.vertical, 0))
    placeContent(in: inner, measurer: measurer)
  }

  /// Lays the node out at the size it wants for `proposal`, centred in `rect` (internal).
  func place(centeredIn rect: CGRect, measurer: any TextMeasurer) {
    let size = sizeThatFits(
      ProposedSize(width: rect.width, height: rect.height), measurer: measurer)
    let origin = CGPoint(
      x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2)
    place(in: CGRect(origin: origin, size: size), measurer: measurer)
  }
}
