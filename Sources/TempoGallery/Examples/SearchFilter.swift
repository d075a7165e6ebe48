import TempoUI

/// A search field that filters a list as you type: the rows that stop matching fade out while
/// the others close the gap.
struct SearchFilter: View {
  @State private var query = ""
  private let fruits = ["Apple", "Apricot", "Banana", "Cherry", "Grape"]

  private var matches: [String] {
    query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      TextField("Search fruit", text: $query)
        .textFieldStyle(.roundedBorder)
      ForEach(matches, id: \.self) { fruit in
        Text(fruit)
          .transition(.opacity)
      }
      Spacer(minLength: 0)
    }
    .padding(10)
    .animation(.easeInOut(duration: 0.3), value: query)
  }
}
