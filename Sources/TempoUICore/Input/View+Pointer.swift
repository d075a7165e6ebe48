/// Pointer hover and cursor (SwiftUI's `onHover` and `pointerStyle`).
///
/// A view is under the pointer where one of the views it draws (a shape, text or symbol, not
/// the empty space between them) takes hits, as for taps; a view drawn over it takes the
/// pointer instead.
extension View {
  /// Runs `action` with `true` when the pointer enters this view and `false` when it leaves.
  public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
    PointerHandler(content: self, effect: .hover(action))
  }

  /// Shows `style`'s pointer while the pointer is over this view (`nil`: the style of the
  /// views around it); the innermost view with a style wins.
  public func pointerStyle(_ style: PointerStyle?) -> some View {
    PointerHandler(content: self, effect: .style(style))
  }
}
