/// Tells whether a view value is the same as the one its element last had (internal), so an
/// update can leave the element's subtree alone, as SwiftUI does for a view whose inputs did not
/// change.
///
/// Two values are the same when they have one type and the same bytes outside their `@State`
/// and `@Environment` properties (those connect to the element's storage and environment, which
/// are compared on their own). Equal bytes mean equal values, references to the same objects and
/// the same closure contexts; different bytes may still be equal values (a string in new
/// storage, a closure captured anew), so "not the same" costs an update, never a missed change.
@MainActor
enum ViewComparison {
  /// Whether `new` is the same view as `old`.
  static func isSame(_ old: any View, _ new: any View) -> Bool {
    func compare<Old: View>(_ old: Old) -> Bool {
      guard let new = new as? Old else { return false }
      let plan = FieldPlan.of(Old.self)
      guard plan.isKnown else { return false }
      return withUnsafeBytes(of: old) { oldBytes in
        withUnsafeBytes(of: new) { newBytes in
          var start = 0
          for field in plan.fields {
            guard same(oldBytes, newBytes, start..<field.offset) else { return false }
            start = field.offset + field.size
          }
          return same(oldBytes, newBytes, start..<oldBytes.count)
        }
      }
    }
    return compare(old)
  }

  private static func same(
    _ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer, _ range: Range<Int>
  ) -> Bool {
    guard !range.isEmpty else { return true }
    return first[range].elementsEqual(second[range])
  }
}
