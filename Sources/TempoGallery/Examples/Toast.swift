import TempoUI

/// A "Saved" toast that fades in when the button is tapped and fades out 1.5 s later.
struct Toast: View {
  @State private var isShowing = false

  var body: some View {
    ZStack(alignment: .bottom) {
      Button("Save") {
        withAnimation(.easeIn(duration: 0.2)) { isShowing = true }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
          withAnimation(.easeOut(duration: 0.3)) { isShowing = false }
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)

      if isShowing {
        Text("Saved")
          .foregroundStyle(.white)
          .padding(.horizontal, 20)
          .padding(.vertical, 10)
          .background(Capsule().fill(.gray))
          .padding(.bottom, 20)
          .transition(.opacity)
      }
    }
  }
}
