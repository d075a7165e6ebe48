@testable import Tempo
import Testing

/// A value that is not `Equatable`.
private struct Opaque {
  var number: Int
}

@Suite("ValueEquality")
struct ValueEqualityTests {
  @Test("an Equatable type's comparator says equal for equal values and unequal for others")
  func equatableTypesCompareWithEquality() throws {
    let equal = try #require(ValueEquality.comparator(for: String.self))
    #expect(equal("star" as Any, String("st") + "ar" as Any))
    #expect(!equal("star" as Any, "heart" as Any))
  }

  @Test("a comparator given a value of another type says unequal")
  func valuesOfAnotherTypeAreUnequal() throws {
    let equal = try #require(ValueEquality.comparator(for: Int.self))
    #expect(!equal(1 as Any, 1.0 as Any))
  }

  @Test("a type that is not Equatable has no comparator, asked once or twice")
  func nonEquatableTypesHaveNone() {
    #expect(ValueEquality.comparator(for: Opaque.self) == nil)
    #expect(ValueEquality.comparator(for: Opaque.self) == nil)
  }

  @Test("an optional of an Equatable type compares nil and wrapped values")
  func optionalsCompare() throws {
    let equal = try #require(ValueEquality.comparator(for: Int?.self))
    #expect(equal(Int?.none as Any, Int?.none as Any))
    #expect(!equal(Int?.none as Any, Int?.some(0) as Any))
    #expect(equal(Int?.some(3) as Any, Int?.some(3) as Any))
  }
}
