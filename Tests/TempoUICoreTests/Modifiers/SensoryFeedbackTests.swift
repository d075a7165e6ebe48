import TempoScene
import TempoUICore
import Testing

/// `.sensoryFeedback`: accepted, the view is unchanged.
@MainActor
@Suite("sensoryFeedback")
struct SensoryFeedbackTests {
  @Test("each form of sensoryFeedback draws the view's display list unchanged")
  func sameDisplayList() {
    let view = Text("Done")
    let plain = HostedView(view).frame().drawn
    #expect(HostedView(view.sensoryFeedback(.success, trigger: 1)).frame().drawn == plain)
    #expect(
      HostedView(
        view.sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: 1) { $0 < $1 }
      )
      .frame().drawn == plain)
    #expect(
      HostedView(view.sensoryFeedback(trigger: 1) { _, _ in .selection }).frame().drawn == plain)
  }

  @Test("feedbacks compare by kind and amount: two heavy impacts are equal, light and heavy differ")
  func equality() {
    #expect(SensoryFeedback.impact(weight: .heavy) == .impact(weight: .heavy))
    #expect(SensoryFeedback.impact(weight: .light) != .impact(weight: .heavy))
    #expect(SensoryFeedback.success != .error)
  }
}
