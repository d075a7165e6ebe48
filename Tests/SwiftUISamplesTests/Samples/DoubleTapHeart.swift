import Foundation
import SwiftUI

/// "Double-tap to like": a heart that fills red and pops on a double tap, as SwiftUI samples
/// write it (`onTapGesture(count: 2)`, a spring, `asyncAfter` to settle).
struct DoubleTapHeart: View {
  @State private var isLiked = false
  @State private var scale: CGFloat = 1

  var body: some View {
    Image(systemName: isLiked ? "heart.fill" : "heart")
      .font(.system(size: 80))
      .foregroundColor(isLiked ? .red : .gray)
      .scaleEffect(scale)
      .onTapGesture(count: 2) {
        withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
          isLiked.toggle()
          scale = 1.3
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
          withAnimation { scale = 1 }
        }
      }
  }
}
