import Tempo

extension EdgeInsets: Animatable {
  /// The four insets in SwiftUI's order: top, then leading, bottom and trailing (points).
  public var animatableData:
    AnimatablePair<Double, AnimatablePair<Double, AnimatablePair<Double, Double>>>
  {
    get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
    set {
      top = newValue.first
      leading = newValue.second.first
      bottom = newValue.second.second.first
      trailing = newValue.second.second.second
    }
  }
}
