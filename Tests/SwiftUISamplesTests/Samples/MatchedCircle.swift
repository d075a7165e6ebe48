import SwiftUI

// A hero move written as SwiftUI samples write it: two `if` branches that list the same
// circle in different places, tied by `matchedGeometryEffect`, toggled by a tap in
// `withAnimation`.

/// A red circle that hops from below a title to above it (and back) on each tap.
struct MatchedCircle: View {
  @Namespace var animation
  @State private var isUp = false

  var body: some View {
    VStack(spacing: 20) {
      if isUp {
        Circle()
          .fill(Color.red)
          .frame(width: 44, height: 44)
          .matchedGeometryEffect(id: "Shape", in: animation)
        Text("Now playing").font(.headline)
      } else {
        Text("Now playing").font(.headline)
        Circle()
          .fill(Color.red)
          .frame(width: 44, height: 44)
          .matchedGeometryEffect(id: "Shape", in: animation)
      }
    }
    .onTapGesture {
      withAnimation(.easeInOut(duration: 0.5)) {
        isUp.toggle()
      }
    }
  }
}
