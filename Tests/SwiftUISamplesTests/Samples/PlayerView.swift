import SwiftUI

// The example of SwiftUI's `Binding` documentation, as written there (its import included;
// its `Episode` is the documentation's model with the fields the views read).

struct Episode {
  let title: String
  let showTitle: String
}

struct PlayButton: View {
  @Binding var isPlaying: Bool

  var body: some View {
    Button(isPlaying ? "Pause" : "Play") {
      isPlaying.toggle()
    }
  }
}

struct PlayerView: View {
  var episode: Episode
  @State private var isPlaying: Bool = false

  var body: some View {
    VStack {
      Text(episode.title)
        .foregroundStyle(isPlaying ? .primary : .secondary)
      PlayButton(isPlaying: $isPlaying)
    }
  }
}
