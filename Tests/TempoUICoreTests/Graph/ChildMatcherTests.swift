import Tempo
import TempoScene
import Testing

@testable import TempoUICore

/// Matching a new child list against the mounted children finds each by its key and view type,
/// in a short list (searched in order) as in a long one (through a hash table): of repeated
/// identities the first not yet taken, `nil` for an identity no child has.
@MainActor
@Suite("ChildMatcher")
struct ChildMatcherTests {
  private let graph: ViewGraph = {
    let engine = AnimationEngine(clock: ManualClock())
    let scene = SceneGraph(size: CGSize(width: 100, height: 100), engine: engine)
    return ViewGraph(rootView: EmptyView(), scene: scene)
  }()

  /// Children keyed by `keys`, each a `Text` (a `Color` where `colored` says so).
  private func children(_ keys: [Int], colored: Set<Int> = []) -> [Element] {
    keys.enumerated().map { index, key in
      let view: any View = colored.contains(index) ? Color.red : Text("\(index)")
      return Element(graph: graph, parent: nil, key: ViewKey(key), view: view)
    }
  }

  private var text: ObjectIdentifier { ObjectIdentifier(Text.self) }

  /// 5 (searched in order), 9 (just over the 8 searched in order: a table) and 100 children.
  @Test(
    "short and long lists taken in reverse give each key's child, then none remain",
    arguments: [5, 9, 100])
  func reversedListFindsEveryChild(count: Int) {
    #expect(ChildMatcher.linearLimit == 8)
    let mounted = children(Array(0..<count))
    var matcher = ChildMatcher(mounted)
    for key in (0..<count).reversed() {
      #expect(matcher.take(key: ViewKey(key), type: text) === mounted[key])
    }
    #expect(matcher.remaining.isEmpty)
  }

  @Test("of repeated keys in a long list, each take gives the first not yet taken, in order")
  func repeatedKeysInOrder() {
    let keys = [7, 3, 7, 1, 7, 2, 4, 5, 6, 8]
    let mounted = children(keys)
    var matcher = ChildMatcher(mounted)
    #expect(matcher.take(key: ViewKey(7), type: text) === mounted[0])
    #expect(matcher.take(key: ViewKey(7), type: text) === mounted[2])
    #expect(matcher.take(key: ViewKey(7), type: text) === mounted[4])
    #expect(matcher.take(key: ViewKey(7), type: text) == nil)
    #expect(matcher.take(key: ViewKey(1), type: text) === mounted[3])
    #expect(matcher.remaining.map(\.key) == [3, 2, 4, 5, 6, 8].map { ViewKey($0) })
  }

  @Test("a key with another view type, or a key no child has, finds nothing in a long list")
  func otherTypeOrMissingKeyFindsNothing() {
    let mounted = children(Array(0..<12), colored: [5])
    var matcher = ChildMatcher(mounted)
    #expect(matcher.take(key: ViewKey(5), type: text) == nil)
    #expect(matcher.take(key: ViewKey(5), type: ObjectIdentifier(Color.self)) === mounted[5])
    #expect(matcher.take(key: ViewKey(40), type: text) == nil)
    #expect(matcher.remaining.count == 11)
  }
}
