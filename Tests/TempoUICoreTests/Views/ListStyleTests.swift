import TempoScene
import TempoUICore
import Testing

/// The list styles TempoUI accepts.
@MainActor
@Suite("List styles")
struct ListStyleTests {
  @Test("insetGrouped and grouped lists draw as plain ones")
  func styles() {
    let plain = HostedView(
      List {
        Text("Apple"); Text("Pear")
      }
    ).frame().drawn
    #expect(
      HostedView(
        List {
          Text("Apple"); Text("Pear")
        }.listStyle(.insetGrouped)
      ).frame().drawn == plain)
    #expect(
      HostedView(
        List {
          Text("Apple"); Text("Pear")
        }.listStyle(.grouped)
      ).frame().drawn == plain)
  }
}
