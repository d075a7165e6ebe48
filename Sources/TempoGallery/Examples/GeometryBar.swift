import TempoUI

/// A bar that fills a fraction of whatever width its `GeometryReader` is given, easing to each
/// new fraction.
struct GeometryBar: View {
  @State private var fraction = 0.25

  var body: some View {
    VStack(spacing: 24) {
      GeometryReader { proxy in
        ZStack(alignment: .leading) {
          Capsule().fill(.gray.opacity(0.3))
          Capsule().fill(.orange).frame(width: proxy.size.width * fraction)
        }
      }
      .frame(height: 16)
      .padding(.horizontal, 40)

      Button("Fill") {
        withAnimation(.easeInOut(duration: 0.6)) {
          fraction = fraction < 0.9 ? fraction + 0.25 : 0.25
        }
      }
    }
  }
}
