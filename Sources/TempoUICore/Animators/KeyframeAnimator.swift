import Tempo

/// A container that animates its content with keyframes (SwiftUI's `KeyframeAnimator`).
///
/// The content closure is evaluated at every frame while the keyframes play, with the
/// timeline's value at the frame's time. With a trigger, the keyframes play once each time it
/// changes, starting from the current value (the initial value the first time), and the value
/// stays where they end; with `repeating`, they loop from the initial value for as long as the
/// view is shown.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where Value == KeyframePath.Value {
  let initialValue: Value
  let mode: KeyframePlayer<Value>.Mode
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath
  @State private var player = KeyframePlayer<Value>()

  /// Plays `keyframes` each time `trigger` changes, showing `content` with the value at each
  /// frame.
  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    mode = .trigger(AnimatorTrigger(value: trigger))
    self.content = content
    self.keyframes = keyframes
  }

  /// Loops `keyframes` while `repeating` is `true`; while `false`, `content` gets the value at
  /// the start of the timeline.
  public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    mode = .repeating(repeating)
    self.content = content
    self.keyframes = keyframes
  }

  /// The content with the current value.
  public var body: some View {
    let player = player
    let keyframes = keyframes
    let content = content
    player.configure(initialValue: initialValue, mode: mode) { value in
      KeyframeTimeline(initialValue: value) { keyframes(value) }
    }
    return AnimatorHost(player: player) { content(player.value) }
  }
}
