import TempoUI

/// SF Symbol names drawn from the Material Icons font, tinted and sized like text, and an SVG
/// from the gallery's SwiftPM resources (`Bundle.module`), resizable, fitted and clipped to a
/// circle, whose frame springs between 60 and 100 points.
struct SymbolsAndImages: View {
  /// The symbols of the top row.
  static let symbols = [
    "gear", "magnifyingglass", "person.fill", "envelope", "trash", "heart.fill",
  ]

  @State private var big = false
  @State private var alerts = false

  var body: some View {
    VStack(spacing: 12) {
      HStack(spacing: 12) {
        ForEach(Self.symbols, id: \.self) { name in
          Image(systemName: name)
        }
        Image(systemName: alerts ? "bell.fill" : "bell")
          .foregroundStyle(alerts ? .yellow : .primary)
      }
      .font(.title2)
      Image("landscape", bundle: .module)
        .resizable()
        .aspectRatio(contentMode: .fit)
        .frame(width: big ? 100 : 60, height: big ? 100 : 60)
        .clipShape(Circle())
      HStack(spacing: 20) {
        Button("Grow") { withAnimation(.spring(duration: 0.5)) { big.toggle() } }
        Button("Alerts") { alerts.toggle() }
      }
    }
  }
}
