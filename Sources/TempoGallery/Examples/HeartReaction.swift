import TempoUI

/// A like button whose heart lifts, pops and settles each time it is tapped: a
/// `phaseAnimator` with a trigger runs through the phases once, each with its own animation.
struct HeartReaction: View {
  enum Phase: CaseIterable {
    case rest, lift, pop

    var scale: Double {
      switch self {
      case .rest: 1
      case .lift: 1.2
      case .pop: 1.8
      }
    }

    var lift: Double {
      switch self {
      case .rest: 0
      case .lift, .pop: -30
      }
    }
  }

  @State private var likes = 0

  var body: some View {
    VStack(spacing: 40) {
      Image(systemName: "heart.fill")
        .font(.largeTitle)
        .foregroundStyle(.red)
        .phaseAnimator(Phase.allCases, trigger: likes) { content, phase in
          content
            .scaleEffect(phase.scale)
            .offset(y: phase.lift)
        } animation: { phase in
          switch phase {
          case .rest: .smooth
          case .lift: .easeInOut(duration: 0.25)
          case .pop: .spring(duration: 0.3, bounce: 0.6)
          }
        }
      Button("Like") { likes += 1 }
    }
  }
}
