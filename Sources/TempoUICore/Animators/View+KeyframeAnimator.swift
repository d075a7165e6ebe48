import Tempo

extension View {
  /// Plays `keyframes` each time `trigger` changes, drawing this view through `content` with
  /// the value at each frame (see ``KeyframeAnimator``).
  public func keyframeAnimator<Value, Modified: View>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let view = PlaceholderContentView(self)
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger, content: { content(view, $0) },
      keyframes: keyframes)
  }

  /// Loops `keyframes` while `repeating` is `true`, drawing this view through `content` with
  /// the value at each frame (see ``KeyframeAnimator``).
  public func keyframeAnimator<Value, Modified: View>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    let view = PlaceholderContentView(self)
    return KeyframeAnimator(
      initialValue: initialValue, repeating: repeating, content: { content(view, $0) },
      keyframes: keyframes)
  }
}
