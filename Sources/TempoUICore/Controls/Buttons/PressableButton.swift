import Tempo
import TempoScene

/// A button's content with its press tracked (internal): `content` is built with whether the
/// pointer is down on it, a click on it runs `action`, and a disabled one takes no clicks.
///
/// The press turns on without animation; it turns off under `releaseAnimation` (the default
/// styles' easeOut 0.2 s fade back; `nil`, a custom ``ButtonStyle``'s: no animation).
struct PressableButton<Content: View>: View {
  let action: @MainActor () -> Void
  let releaseAnimation: Animation?
  let content: @MainActor (Bool) -> Content
  @State private var isPressed = false

  /// The content, pressed or not, taking the button's clicks.
  var body: some View {
    let (pressed, release) = ($isPressed, releaseAnimation)
    return content(isPressed)
      .modified(
        .node(
          NodeEffect(
            onTap: action,
            onPress: { down in
              if down {
                withTransaction(\.animation, nil) { pressed.wrappedValue = true }
              } else {
                withTransaction(\.animation, release) { pressed.wrappedValue = false }
              }
            })))
  }
}
