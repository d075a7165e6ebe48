import Tempo
import Testing

private struct CountKey: EnvironmentKey {
  static var defaultValue: Int { 0 }
}

private struct NameKey: EnvironmentKey {
  static var defaultValue: String { "" }
}

/// A value that is not `Equatable`.
private final class Token {}

private struct TokenKey: EnvironmentKey {
  nonisolated(unsafe) static var defaultValue: Token? { nil }
}

@Suite("EnvironmentValues equality")
struct EnvironmentValuesEqualityTests {
  @Test("two environments with the same keys set to equal values, in separate storage, are equal")
  func equalValuesInSeparateStorage() {
    var first = EnvironmentValues()
    var second = EnvironmentValues()
    first[CountKey.self] = 3
    first[NameKey.self] = String(repeating: "long name ", count: 4)
    second[NameKey.self] = String(repeating: "long name ", count: 4)
    second[CountKey.self] = 3
    #expect(first.isEqual(to: second))
    #expect(second.isEqual(to: first))
  }

  @Test("a different value, a missing key or an extra key makes environments unequal")
  func differences() {
    var base = EnvironmentValues()
    base[CountKey.self] = 3
    var changed = base
    changed[CountKey.self] = 4
    var extra = base
    extra[NameKey.self] = "x"
    #expect(!base.isEqual(to: changed))
    #expect(!base.isEqual(to: extra))
    #expect(!extra.isEqual(to: base))
    #expect(!base.isEqual(to: EnvironmentValues()))
  }

  @Test("a key set to its default value is not the same as the key unset")
  func setToDefaultIsAValue() {
    var set = EnvironmentValues()
    set[CountKey.self] = 0
    #expect(!set.isEqual(to: EnvironmentValues()))
  }

  @Test("a non-Equatable value is equal only to the very same instance")
  func nonEquatableByIdentity() {
    let token = Token()
    var first = EnvironmentValues()
    var same = EnvironmentValues()
    var other = EnvironmentValues()
    first[TokenKey.self] = token
    same[TokenKey.self] = token
    other[TokenKey.self] = Token()
    #expect(first.isEqual(to: same))
    #expect(!first.isEqual(to: other))
  }
}
