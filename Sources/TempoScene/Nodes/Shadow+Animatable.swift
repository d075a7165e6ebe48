import Tempo

extension Shadow: Animatable {
  /// The colour's, the radius's (points) and the offset's (points) animatable data.
  public var animatableData:
    AnimatablePair<Color.AnimatableData, AnimatablePair<Double, CGSize.AnimatableData>>
  {
    get { AnimatablePair(color.animatableData, AnimatablePair(radius, offset.animatableData)) }
    set {
      color.animatableData = newValue.first
      radius = max(newValue.second.first, 0)
      offset.animatableData = newValue.second.second
    }
  }
}
