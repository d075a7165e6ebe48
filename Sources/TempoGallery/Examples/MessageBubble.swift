import TempoUI

/// A message bubble whose text wraps as more is typed: the text changes at once, the bubble
/// grows to its new lines with an animation.
struct MessageBubble: View {
  static let parts = ["Hello there!", "Animations wrap", "as they grow."]
  @State private var count = 1

  var body: some View {
    VStack(spacing: 16) {
      Text(Self.parts.prefix(count).joined(separator: " "))
        .foregroundStyle(.white)
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 16).fill(.blue))
        .frame(width: 200)

      Button("Type") {
        withAnimation(.easeInOut(duration: 0.5)) {
          count = count < Self.parts.count ? count + 1 : 1
        }
      }
    }
  }
}
