import TempoTestSupport
import Testing

@testable import Tempo

@Suite("AnimationChain", .timeLimit(.minutes(1)))
struct AnimationChainTests {
  static var environment: EnvironmentValues { EnvironmentValues() }

  static func change(
    _ delta: Double, _ animation: Animation, logical: [CompletionGroup] = [],
    removed: [CompletionGroup] = []
  ) -> AnimationChain<Double>.Change {
    for group in logical + removed { group.register() }
    return AnimationChain<Double>.Change(
      delta: delta, animation: animation, logicalGroups: logical, removedGroups: removed)
  }

  @Test("one linear link: halfway at half time, then finished with its completion ready")
  func oneLink() {
    var chain = AnimationChain<Double>()
    let group = CompletionGroup(criteria: .logicallyComplete) {}
    chain.add(
      Self.change(10, .linear(duration: 1), logical: [group]), at: 2, environment: Self.environment)
    let half = chain.sample(at: 2.5, environment: Self.environment)
    #expect(half?.reached == 5)
    #expect(half?.target == 10)
    #expect(chain.readyGroups.isEmpty)
    #expect(chain.sample(at: 3.1, environment: Self.environment) == nil)
    #expect(chain.isEmpty)
    #expect(chain.readyGroups.count == 1)
  }

  @Test("a spring retarget merges into one link; a curve after it is a second link")
  func mergeAndAppend() {
    var chain = AnimationChain<Double>()
    chain.add(Self.change(10, .spring(duration: 0.5)), at: 0, environment: Self.environment)
    _ = chain.sample(at: 0.1, environment: Self.environment)
    chain.add(Self.change(5, .spring(duration: 0.5)), at: 0.1, environment: Self.environment)
    #expect(chain.entries.count == 1)
    #expect(chain.entries[0].target == 15)
    chain.add(Self.change(-3, .linear(duration: 1)), at: 0.1, environment: Self.environment)
    #expect(chain.entries.count == 2)
    #expect(chain.entries[1].target == 12)
    // The linear link animates from where the spring is (its base) to 12.
    let sample = chain.sample(at: 0.6, environment: Self.environment)
    #expect(sample?.target == 12)
  }

  @Test("two linear links: the offset is the first's position plus half of the second's move")
  func combinedLinks() {
    var chain = AnimationChain<Double>()
    chain.add(Self.change(10, .linear(duration: 2)), at: 0, environment: Self.environment)
    chain.add(Self.change(10, .linear(duration: 2)), at: 1, environment: Self.environment)
    // At 2 s the first link is at 10 (its end) and the second halfway from it to 20: 15.
    let sample = chain.sample(at: 2, environment: Self.environment)
    #expect(sample.map { abs($0.reached - 15) < 1e-12 } == true)
  }

  @Test("a removed completion waits for the last link, then becomes ready once")
  func removedWaitsForAll() {
    var chain = AnimationChain<Double>()
    let removed = CompletionGroup(criteria: .removed) {}
    chain.add(
      Self.change(1, .linear(duration: 1), removed: [removed]), at: 0, environment: Self.environment
    )
    chain.add(Self.change(1, .linear(duration: 3)), at: 0.5, environment: Self.environment)
    _ = chain.sample(at: 1.5, environment: Self.environment)
    #expect(chain.readyGroups.isEmpty)
    #expect(chain.sample(at: 3.6, environment: Self.environment) == nil)
    #expect(chain.readyGroups.count == 1)
  }

  @Test("the chain's origin is shaped like the user's values (a placeholder zero keeps 3 elements)")
  func placeholderOrigin() {
    var chain = AnimationChain<PlaceholderVector>()
    chain.add(
      AnimationChain.Change(
        delta: PlaceholderVector([10, 20, 30]), animation: .linear(duration: 1),
        logicalGroups: [], removedGroups: []), at: 0, environment: Self.environment)
    #expect(chain.entries[0].base == PlaceholderVector([0, 0, 0]))
    let sample = chain.sample(at: 0.5, environment: Self.environment)
    #expect(sample?.reached == PlaceholderVector([5, 10, 15]))
  }
}
