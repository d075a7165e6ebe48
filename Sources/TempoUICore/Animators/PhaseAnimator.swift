import Tempo

/// A container that animates its content through a sequence of phases (SwiftUI's
/// `PhaseAnimator`).
///
/// Each change of phase is animated with `animation(newPhase)` (`.default` unless given), and
/// the next phase follows when that animation logically completes. Without a trigger the
/// phases cycle for as long as the view is shown, starting when it appears; with one, each
/// change of the trigger runs through the phases once, from the first, back to the first. No
/// phases: a runtime warning, and nothing is shown.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let phases: [Phase]
  let trigger: AnimatorTrigger?
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?
  @State private var player = PhasePlayer<Phase>()

  /// Runs through `phases` once each time `trigger` changes, showing `content` for the phase.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = AnimatorTrigger(value: trigger)
    self.content = content
    self.animation = animation
  }

  /// Cycles through `phases` for as long as the view is shown, showing `content` for the phase.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    trigger = nil
    self.content = content
    self.animation = animation
  }

  /// The content for the current phase.
  public var body: some View {
    let player = player
    let content = content
    player.configure(phases: phases, trigger: trigger, animation: animation)
    return AnimatorHost(player: player) {
      if let phase = player.phase { content(phase) } else { EmptyView() }
    }
  }
}
