import Foundation
import Tempo
import TempoScene
import TempoUICore
import Testing

/// `TimelineView` rebuilds its content at its schedule's dates: every frame for `.animation`,
/// at each entry for the others. On the tests' virtual clock a date is the reference date plus
/// the clock's time, so a bar `10 + 100 × t` points wide shows the time of each frame.
@MainActor
@Suite("TimelineView")
struct TimelineViewTests {
  /// A bar whose width shows the entry's date, in seconds after the reference date.
  struct Bar<Schedule: TimelineSchedule>: View {
    let schedule: Schedule

    var body: some View {
      TimelineView(schedule) { context in
        Color.green.frame(width: 10 + 100 * context.date.timeIntervalSinceReferenceDate, height: 10)
      }
    }
  }

  func width(_ list: DisplayList) -> Double? {
    list.fills(.green).first.map { Double($0.rect.width) }
  }

  @Test(".animation: every frame shows its own time (frame n of 60 fps: 10 + 100 n / 60 points)")
  func animationUpdatesEveryFrame() throws {
    let hosted = HostedView(Bar(schedule: .animation))
    #expect(width(hosted.frame(0)) == 10)
    for frame in 1...30 {
      let drawn = try #require(width(hosted.run(to: frame)))
      #expect(abs(drawn - (10 + 100 * Double(frame) / 60)) < 1e-9, "frame \(frame)")
    }
    #expect(!hosted.host.engine.isIdle)
  }

  @Test(".animation(minimumInterval: 0.25): updates only every quarter second")
  func minimumInterval() throws {
    let hosted = HostedView(Bar(schedule: .animation(minimumInterval: 0.25)))
    hosted.frame(0)
    #expect(width(hosted.run(to: 14)) == 10)
    #expect(abs(try #require(width(hosted.run(to: 15))) - 35) < 1e-9)
    #expect(abs(try #require(width(hosted.run(to: 29))) - 35) < 1e-9)
  }

  @Test(".animation(paused: true) stays on its first date, with the engine idle")
  func pausedStays() {
    let hosted = HostedView(Bar(schedule: .animation(paused: true)))
    hosted.frame(0)
    #expect(width(hosted.run(to: 30)) == 10)
    #expect(hosted.host.engine.isIdle)
  }

  @Test(".periodic(from: reference, by: 0.5): the bar changes at 0.5 s and 1 s, not between")
  func periodicEntries() throws {
    let hosted = HostedView(
      Bar(schedule: .periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.5)))
    hosted.frame(0)
    #expect(width(hosted.run(to: 29)) == 10)
    #expect(abs(try #require(width(hosted.run(to: 30))) - 60) < 1e-9)
    #expect(abs(try #require(width(hosted.run(to: 59))) - 60) < 1e-9)
    #expect(abs(try #require(width(hosted.run(to: 60))) - 110) < 1e-9)
  }

  @Test(".explicit([0.2 s, 0.4 s]): shows the first date before it (its first entry), then each")
  func explicitEntries() throws {
    let dates = [0.2, 0.4].map { Date(timeIntervalSinceReferenceDate: $0) }
    let hosted = HostedView(Bar(schedule: .explicit(dates)))
    #expect(abs(try #require(width(hosted.frame(0))) - 30) < 1e-9)
    #expect(abs(try #require(width(hosted.run(to: 24))) - 50) < 1e-9)
    hosted.run(to: 40)
    #expect(hosted.host.engine.isIdle)
  }

  @Test("removed, a TimelineView stops asking for frames: the engine goes idle")
  func removalStops() {
    struct Toggle: View {
      @State private var isShown = true
      var body: some View {
        VStack {
          Text("Hide").onTapGesture { isShown = false }
          if isShown { Bar(schedule: .animation) }
        }
      }
    }
    let hosted = HostedView(Toggle())
    hosted.run(to: 5)
    hosted.click(text: "Hide")
    hosted.run(to: 40)
    #expect(hosted.host.engine.isIdle)
  }

  /// A schedule whose entries never pass one date.
  struct Stuck: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
      AnyIterator { Date(timeIntervalSinceReferenceDate: 0) }
    }
  }

  @Test("a schedule that repeats one past date forever does not hold the frame up")
  func stuckScheduleReturns() {
    let hosted = HostedView(Bar(schedule: Stuck()))
    #expect(width(hosted.frame(0)) == 10)
    #expect(width(hosted.run(to: 3)) == 10)
  }

  /// A clock that is not virtual: a window's stands in for it.
  final class WallClock: AnimationClock {
    var now: TimeInterval = 50
  }

  @Test(
    "on a clock that is not virtual the date is the real one: within a minute of now, moving with the clock"
  )
  func realDatesOffTheVirtualClock() throws {
    final class Seen {
      var dates: [Date] = []
    }
    let seen = Seen()
    let clock = WallClock()
    let engine = AnimationEngine(clock: clock)
    let scene = SceneGraph(
      size: CGSize(width: 100, height: 100), engine: engine,
      textMeasurer: FixedMetricsTextMeasurer())
    let host = ViewHost(
      TimelineView(.animation) { context -> Color in
        seen.dates.append(context.date)
        return Color.red
      }, scene: scene)
    _ = host.frame()
    clock.now = 52
    _ = host.frame()
    let first = try #require(seen.dates.first)
    #expect(abs(first.timeIntervalSinceNow) < 60)
    #expect(abs(try #require(seen.dates.last).timeIntervalSince(first) - 2) < 1e-9)
  }
}
