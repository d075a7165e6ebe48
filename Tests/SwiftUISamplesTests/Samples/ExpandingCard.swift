import SwiftUI

// A card that expands on tap with a spring, written as blog samples write it: a gradient fill
// with a soft shadow, `@ScaledMetric` padding, hierarchical text styles, and a Binding-driven
// favourite toggle.

struct ExpandingCard: View {
  @State private var isExpanded = false
  @State private var isFavorite = false
  @ScaledMetric private var padding: CGFloat = 16

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Text("Tempo")
          .font(.headline)
        Spacer()
        FavoriteButton(isOn: $isFavorite)
      }
      Text("Tap to expand")
        .font(.subheadline)
        .foregroundStyle(.secondary)
      if isExpanded {
        Text("SwiftUI's animation model on Linux.")
          .foregroundStyle(.tertiary)
          .transition(.opacity.combined(with: .move(edge: .top)))
      }
    }
    .padding(padding)
    .frame(width: 240, height: isExpanded ? 160 : 90, alignment: .top)
    .background(
      RoundedRectangle(cornerRadius: 20, style: .continuous)
        .fill(Color.blue.gradient.shadow(.drop(color: .black.opacity(0.2), radius: 10, y: 5)))
    )
    .onTapGesture {
      withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
        isExpanded.toggle()
      }
    }
  }
}

struct FavoriteButton: View {
  @Binding var isOn: Bool

  var body: some View {
    Image(systemName: isOn ? "star.fill" : "star")
      .foregroundStyle(isOn ? .yellow : .gray)
      .scaleEffect(isOn ? 1.2 : 1)
      .animation(.spring(), value: isOn)
      .onTapGesture { isOn.toggle() }
  }
}
