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

/// A reference type that is `Equatable` by a stored name.
private final class Named: Equatable {
  let name: String
  init(_ name: String) { self.name = name }
  static func == (first: Named, second: Named) -> Bool { first.name == second.name }
}

@Suite("ValueEquality.areEqual")
struct ValueEqualityAreEqualTests {
  @Test("plain data compares by its bytes: equal numbers and colours are equal, others are not")
  func plainDataByBytes() {
    #expect(ValueEquality.areEqual(3, 3))
    #expect(!ValueEquality.areEqual(3, 4))
    let yellow = Color(red: 1, green: 214.0 / 255, blue: 10.0 / 255)
    #expect(ValueEquality.areEqual(Color.yellow, yellow))
    #expect(!ValueEquality.areEqual(Color.yellow, Color.gray))
    #expect(ValueEquality.areEqual(Opaque(number: 1), Opaque(number: 1)))
  }

  @Test("values holding references compare with ==: equal strings in new storage are equal")
  func referencesCompareWithEquality() {
    let long = String(repeating: "long text ", count: 4)
    #expect(ValueEquality.areEqual(long, String(repeating: "long text ", count: 4)))
    #expect(!ValueEquality.areEqual(long, "short"))
    #expect(ValueEquality.areEqual(Named("a"), Named("a")))
    #expect(!ValueEquality.areEqual(Named("a"), Named("b")))
  }

  @Test("a value holding references whose type is not Equatable is never equal, not even to itself")
  func nonEquatableReferencesAreUnequal() {
    final class Token {}
    let token = Token()
    #expect(!ValueEquality.areEqual(token, token))
  }
}
