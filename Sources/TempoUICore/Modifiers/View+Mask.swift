import TempoScene

extension View {
  /// Masks this view with `mask`: a shape (`Circle()`, `RoundedRectangle(…)`, `Capsule()`…)
  /// clips it as ``clipShape(_:style:)`` does. TempoUI has no alpha masks: another mask (a
  /// gradient, a text) logs one line and clips the view to its frame.
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    guard let shape = mask as? any Shape else {
      warnOnce(
        "TempoUI masks with shapes only: the view is clipped to its frame, not masked by \(Mask.self)"
      )
      return modified(.node(NodeEffect(clipCornerRadius: 0)))
    }
    return modified(.node(clipEffect(for: shape)))
  }

  /// Masks this view with the view `mask` builds (see ``mask(_:)``); `alignment` is accepted.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  {
    self.mask(mask())
  }
}
