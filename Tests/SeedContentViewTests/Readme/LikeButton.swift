// TempoUI's getting-started example (keep it in sync with GettingStartedWithTempoUI.md); it imports only TempoUI, as
// a SwiftUI file imports only SwiftUI. In the article `LikeApp` is `@main`; a test bundle has
// its own entry point.
import TempoUI

struct LikeApp: App {
  var body: some Scene { WindowGroup("Like") { LikeButton() } }
}

struct LikeButton: View {
  @State private var liked = false

  var body: some View {
    Image(systemName: liked ? "heart.fill" : "heart")
      .font(.largeTitle)
      .foregroundColor(liked ? .red : .gray)
      .scaleEffect(liked ? 1.5 : 1)
      .animation(.spring(duration: 0.4, bounce: 0.5), value: liked)
      .onTapGesture { liked.toggle() }
  }
}
