import TempoUI

/// A card that lifts when tapped: one spring moves it up and spreads and lowers its shadow.
struct LiftingCard: View {
  @State private var isLifted = false

  var body: some View {
    VStack(spacing: 24) {
      ZStack {
        RoundedRectangle(cornerRadius: 20)
          .fill(Color(white: 0.85))
          .frame(width: 260, height: 130)
        RoundedRectangle(cornerRadius: 14)
          .fill(.blue)
          .frame(width: 140, height: 70)
          .shadow(
            color: .black.opacity(0.6), radius: isLifted ? 16 : 2, y: isLifted ? 14 : 2
          )
          .offset(y: isLifted ? -10 : 0)
          .animation(.spring(duration: 0.6, bounce: 0.3), value: isLifted)
      }

      Button("Lift") {
        isLifted.toggle()
      }
    }
  }
}
