import Tempo
import TempoScene
import TempoUICore
import Testing

/// `@Published`: setting the property sends the enclosing object's `objectWillChange` before the
/// value changes; the views holding the object update once per frame however many sends.
@MainActor
@Suite("Published")
struct PublishedTests {
  final class Pair: ObservableObject {
    @Published var left = 0
    @Published var right = 0
  }

  struct Shows: View {
    @ObservedObject var pair: Pair
    let probe: Probe
    var body: some View {
      let _ = probe.count += 1
      Text("pair \(pair.left) \(pair.right)").onTapGesture {
        pair.left += 1
        pair.right += 2
      }
    }
  }

  @Test("two @Published sets in one action re-evaluate the view once, showing both")
  func setsCoalesce() {
    let probe = Probe()
    let hosted = HostedView(Shows(pair: Pair(), probe: probe))
    hosted.frame()
    hosted.click(text: "pair 0 0")
    #expect(hosted.frame(1).texts("pair 1 2").count == 1)
    #expect(probe.count == 2)
  }

  @Test("an unanimated set and an animated one before a frame still update the view once")
  func mixedTransactionsCoalesce() {
    let pair = Pair()
    let probe = Probe()
    let hosted = HostedView(Shows(pair: pair, probe: probe))
    hosted.frame()
    pair.left = 1
    withAnimation { pair.right = 1 }
    #expect(hosted.frame(1).texts("pair 1 1").count == 1)
    #expect(probe.count == 2)
  }

  final class Recorder: ObservableObject {
    @Published var value = 0
  }

  /// A subscriber that records the value `read` returns when the object announces a change.
  final class Watcher: ObjectWillChangeSubscriber {
    let read: () -> Int
    var seen: [Int] = []
    init(read: @escaping () -> Int) { self.read = read }
    func objectWillChange(transaction: Transaction) { seen.append(read()) }
  }

  @Test("objectWillChange is sent before the new value is stored (the old value is still read)")
  func sendsBeforeChange() {
    let recorder = Recorder()
    let watcher = Watcher { recorder.value }
    recorder.objectWillChange.subscribe(watcher)
    recorder.value = 3
    recorder.value = 5
    #expect(watcher.seen == [0, 3])
  }
}
