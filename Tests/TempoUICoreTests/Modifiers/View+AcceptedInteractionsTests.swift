import TempoScene
import TempoUICore
import Testing

/// The interactions TempoUI accepts and does not trigger.
@MainActor
@Suite("Accepted interactions")
struct ViewAcceptedInteractionsTests {
  @Test(
    "contextMenu, refreshable, keyboardShortcut and the scroll targets leave a button as drawn"
  )
  func acceptedInteractions() {
    let plain = HostedView(Button("Save") {}).frame().drawn
    let decorated = Button("Save") {}
      .contextMenu { Button("Copy") {} }
      .refreshable {}
      .keyboardShortcut(.defaultAction)
      .keyboardShortcut("s", modifiers: [.command, .shift])
      .scrollTargetLayout()
      .scrollTargetBehavior(.paging)
      .listRowSeparator(.hidden)
    #expect(HostedView(decorated).frame().drawn == plain)
  }
}
