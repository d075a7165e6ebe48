import TempoUI

/// A plain list whose new rows fade in at the top while the others slide down, and whose
/// removed rows fade out while the rest close the gap.
struct ListRows: View {
  @State private var rows = [1]
  @State private var next = 2

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 24) {
        Button("Add") {
          guard rows.count < 3 else { return }
          withAnimation(.easeInOut(duration: 0.4)) {
            rows.insert(next, at: 0)
            next += 1
          }
        }
        Button("Remove") {
          withAnimation(.easeInOut(duration: 0.4)) {
            _ = rows.popLast()
          }
        }
      }
      .padding(8)

      List(rows, id: \.self) { row in
        Text("Row \(row)")
      }
    }
  }
}
