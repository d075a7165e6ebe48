/// Tells whether a view value is the same as the one its element last had (internal), so an
/// update can leave the element's subtree alone, as SwiftUI does for a view whose inputs did not
/// change.
///
/// Two values are the same when they have one type and the same bytes outside their `@State`,
/// `@Environment`, `@StateObject` and `@EnvironmentObject` properties (those connect to the
/// element's storage and environment, which are compared on their own; an `@ObservedObject` is
/// compared as the object it holds, whose own changes update the view), and their bindings have
/// the same sources (``BindingSource``: the same `@State` at the same value). Equal bytes mean
/// equal values, references to the same objects and the same closure contexts; different bytes
/// may still be equal values (a string in new storage, a closure captured anew), so "not the
/// same" costs an update, never a missed change.
@MainActor
enum ViewComparison {
  /// Whether `new` is the same view as `old`.
  static func isSame(_ old: any View, _ new: any View) -> Bool {
    isSame(old, new, plan: FieldPlan.of(type(of: old)))
  }

  /// Whether `new` is the same view as `old`, whose type's field plan is `plan`.
  static func isSame(_ old: any View, _ new: any View, plan: FieldPlan) -> Bool {
    // Both values are opened, and their types compared, instead of the runtime's dynamic cast.
    // Their bytes are read where they are: neither is copied (a copy of a modifier chain
    // copies every effect in it).
    func compare<Old: View, New: View>(_ old: Old, _ new: New) -> Bool {
      guard Old.self == New.self, plan.isKnown else { return false }
      guard sameBytes(old, new, skipping: plan.byteRanges) else { return false }
      return plan.bindings.isEmpty || sameBindings(old, new, plan.bindings)
    }
    return compare(old, new)
  }

  /// Whether the bindings of `first` and `second` at `fields` have the same sources.
  private nonisolated static func sameBindings<First, Second>(
    _ first: First, _ second: Second, _ fields: [(type: any SourceComparable.Type, offset: Int)]
  ) -> Bool {
    withUnsafeBytes(of: first) { firstBytes in
      withUnsafeBytes(of: second) { secondBytes in
        fields.allSatisfy { field in
          field.type.isSame(
            at: firstBytes.baseAddress! + field.offset, secondBytes.baseAddress! + field.offset)
        }
      }
    }
  }

  /// Whether `first` and `second` (of one type) have the same bytes outside `skipped` (ranges
  /// in order). Not isolated: its closures then run without the executor check an isolated one
  /// gets.
  private nonisolated static func sameBytes<First, Second>(
    _ first: First, _ second: Second, skipping skipped: [Range<Int>]
  ) -> Bool {
    withUnsafeBytes(of: first) { firstBytes in
      withUnsafeBytes(of: second) { secondBytes in
        var start = 0
        for range in skipped {
          guard same(firstBytes, secondBytes, start..<range.lowerBound) else { return false }
          start = range.upperBound
        }
        return same(firstBytes, secondBytes, start..<firstBytes.count)
      }
    }
  }

  private nonisolated static func same(
    _ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer, _ range: Range<Int>
  ) -> Bool {
    guard !range.isEmpty else { return true }
    return UnsafeRawBufferPointer(rebasing: first[range])
      .bytesEqual(UnsafeRawBufferPointer(rebasing: second[range]))
  }
}
