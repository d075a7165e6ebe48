import Testing

@testable import TempoUICore

@MainActor
@Suite("onSubmit")
struct ViewSubmitTests {
  @Test("nested onSubmit actions all run on Return, the innermost first")
  func nestedRunInnermostFirst() {
    var order: [String] = []
    let hosted = HostedView(
      VStack {
        TextField("Name", text: .constant(""))
          .onSubmit { order.append("inner") }
      }
      .onSubmit { order.append("outer") })
    hosted.frame()
    hosted.click(text: "Name")
    hosted.frame()
    hosted.host.keyPress(KeyPress(key: .return))
    #expect(order == ["inner", "outer"])
  }

  @Test(
    "an onSubmit of search triggers does not run for a text field's Return (one of text triggers does)"
  )
  func searchTriggersDoNotRun() {
    var runs: [String] = []
    let hosted = HostedView(
      TextField("Name", text: .constant(""))
        .onSubmit(of: .search) { runs.append("search") }
        .onSubmit(of: .text) { runs.append("text") })
    hosted.frame()
    hosted.click(text: "Name")
    hosted.frame()
    hosted.host.keyPress(KeyPress(key: .return))
    #expect(runs == ["text"])
  }
}
