import Foundation

extension CGRect {
  /// The axis-aligned box around this rectangle's four corners mapped by `transform`.
  public func mapped(by transform: AffineTransform2D) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { transform.apply(to: $0) }
    let xs = corners.map { Double($0.x) }
    let ys = corners.map { Double($0.y) }
    let (minX, maxX) = (xs.min() ?? 0, xs.max() ?? 0)
    let (minY, maxY) = (ys.min() ?? 0, ys.max() ?? 0)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
