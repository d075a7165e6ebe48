import TempoUI

/// A list whose rows slide in from the leading edge and shrink away when removed.
struct InsertRemoveList: View {
  @State private var rows = [1, 2]
  @State private var nextRow = 3

  var body: some View {
    VStack(spacing: 12) {
      HStack(spacing: 24) {
        Button("Add") {
          withAnimation(.snappy) {
            rows.insert(nextRow, at: 0)
            nextRow += 1
          }
        }
        Button("Remove") {
          withAnimation(.snappy) { _ = rows.popLast() }
        }
      }
      VStack(spacing: 6) {
        ForEach(rows, id: \.self) { row in
          Text("Row \(row)")
            .foregroundStyle(.white)
            .frame(width: 160, height: 26)
            .background(RoundedRectangle(cornerRadius: 6).fill(.purple))
            .transition(.asymmetric(insertion: .move(edge: .leading), removal: .scale))
        }
      }
      .frame(height: 120, alignment: .top)
    }
  }
}
