import Tempo

extension View {
  /// Runs through `phases` once each time `trigger` changes, drawing this view through
  /// `content` for the phase (see ``PhaseAnimator``).
  public func phaseAnimator<Phase: Equatable, Modified: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let view = PlaceholderContentView(self)
    return PhaseAnimator(
      phases, trigger: trigger, content: { content(view, $0) }, animation: animation)
  }

  /// Cycles through `phases` for as long as this view is shown, drawing it through `content`
  /// for the phase (see ``PhaseAnimator``).
  public func phaseAnimator<Phase: Equatable, Modified: View>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let view = PlaceholderContentView(self)
    return PhaseAnimator(phases, content: { content(view, $0) }, animation: animation)
  }
}
