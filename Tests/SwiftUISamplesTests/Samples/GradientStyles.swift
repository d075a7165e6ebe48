import SwiftUI

// Gradient shape styles written as SwiftUI samples write them: gradient views, `.fill` and
// `.stroke` with gradients and colours, `.foregroundStyle`, `.background(_:in:)`.

/// A card on a dark blue gradient: a ring of an angular gradient, a pill background, a
/// radial glow and a colour's standard gradient.
struct GradientStyles: View {
  @State private var progress = 0.25

  var body: some View {
    ZStack {
      LinearGradient(
        gradient: Gradient(colors: [.black, .blue]), startPoint: .top, endPoint: .bottom)
      VStack(spacing: 12) {
        Circle()
          .trim(from: 0, to: progress)
          .stroke(
            AngularGradient(gradient: Gradient(colors: [.green, .mint, .green]), center: .center),
            style: StrokeStyle(lineWidth: 10, lineCap: .round)
          )
          .frame(width: 60, height: 60)
        Text("Score")
          .padding(8)
          .background(.orange, in: Capsule())
        Circle()
          .fill(
            RadialGradient(
              colors: [.white, .yellow.opacity(0)], center: .center, startRadius: 0,
              endRadius: 20)
          )
          .frame(width: 40, height: 40)
        RoundedRectangle(cornerRadius: 8)
          .fill(.blue.gradient)
          .frame(width: 80, height: 20)
        Image(systemName: "heart.fill")
          .foregroundStyle(
            .linearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom))
        Capsule().stroke(.red, lineWidth: 2).frame(width: 40, height: 10)
        Rectangle().fill(.red).frame(width: 10, height: 10)
        Circle().strokeBorder(Color.blue, lineWidth: 3).frame(width: 10, height: 10)
        Text("Tap").foregroundStyle(.secondary).background(Color.red)
      }
    }
    .onTapGesture {
      withAnimation(.easeInOut(duration: 1)) { progress = 1 }
    }
  }
}
