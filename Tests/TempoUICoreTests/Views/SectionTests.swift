import Tempo
import TempoScene
import TempoUICore
import Testing

/// `Section` and `Form`.
@MainActor
@Suite("Section and Form")
struct SectionTests {
  var fruits: some View {
    Section("Fruits") {
      Text("Apple")
      Text("Pear")
    }
  }

  @Test(
    "in a list, a section's header is a row of its own, upper-cased, footnote-sized, secondary; then its rows"
  )
  func headerRow() {
    let list = HostedView(List { fruits }).frame()
    let header = list.texts("FRUITS").first
    #expect(header?.kind == .text("FRUITS", size: 13))
    #expect(header?.color == Color.secondary)
    let apple = list.texts("Apple").first
    // Rows are at least 44 tall: the header's row spans 0-44, Apple's 44-88.
    #expect(header.map { $0.rect.maxY < 44 } == true)
    #expect(apple.map { $0.rect.minY > 44 && $0.rect.maxY < 88 } == true)
  }

  @Test("a Form draws as a List of its rows")
  func form() {
    #expect(HostedView(Form { fruits }).frame().drawn == HostedView(List { fruits }).frame().drawn)
  }

}
