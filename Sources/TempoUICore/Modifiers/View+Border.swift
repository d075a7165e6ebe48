import Foundation
import TempoScene

extension View {
  /// Draws a border `width` points wide inside this view's frame, in `content` (a colour or a
  /// gradient): SwiftUI's `border(_:width:)`, a rectangle's stroke inset by half the width
  /// laid over the view.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}
