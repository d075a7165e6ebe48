import TempoUI

/// Text as a Linux desktop draws it: the seed's Japanese, Arabic joined and read right to left,
/// a line mixing Latin, emoji, Chinese, Korean and Hebrew, and the faces and designs; Show
/// fades and grows the lines in with easeOut 0.4 s, and hides them again.
struct WorldText: View {
  @State private var shown = false

  var body: some View {
    VStack(spacing: 10) {
      VStack(spacing: 4) {
        Text("送信しました！")
        Text("مرحبا بالعالم")
        Text("Hello 🎉 你好 안녕 שלום")
        HStack(spacing: 10) {
          Text("Light").fontWeight(.light)
          Text("Bold").bold()
          Text("Italic").italic()
        }
        HStack(spacing: 10) {
          Text("Serif").fontDesign(.serif)
          Text("Mono").fontDesign(.monospaced)
          Text("Rounded").fontDesign(.rounded)
        }
      }
      .opacity(shown ? 1 : 0)
      .scaleEffect(shown ? 1 : 0.8)
      Button("Show") {
        withAnimation(.easeOut(duration: 0.4)) { shown.toggle() }
      }
    }
  }
}
