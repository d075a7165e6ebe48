import SwiftUI

/// A card that follows a drag, grows while held and springs back when let go: the usual
/// SwiftUI gesture-animation sample (`@GestureState` for the press, `@State` for the offset).
struct DraggableCard: View {
  @State private var offset = CGSize.zero
  @GestureState private var isDragging = false

  var body: some View {
    RoundedRectangle(cornerRadius: 20)
      .fill(isDragging ? Color.orange : Color.blue)
      .frame(width: 200, height: 120)
      .scaleEffect(isDragging ? 1.1 : 1)
      .offset(offset)
      .gesture(
        DragGesture()
          .updating($isDragging) { _, state, _ in
            state = true
          }
          .onChanged { value in
            offset = value.translation
          }
          .onEnded { _ in
            withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
              offset = .zero
            }
          }
      )
      .animation(.easeInOut(duration: 0.2), value: isDragging)
  }
}
