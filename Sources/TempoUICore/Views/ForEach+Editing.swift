import Foundation

/// SwiftUI's list editing actions, accepted so that code using them compiles and runs.
///
/// A desktop window has no swipe-to-delete or drag-to-reorder gesture (and no edit mode), so
/// TempoUI keeps the actions without calling them: the rows are drawn as without them. Call
/// the collection helpers ``RangeReplaceableCollection/remove(atOffsets:)`` and
/// ``MutableCollection/move(fromOffsets:toOffset:)`` from buttons instead.
extension ForEach {
  /// Keeps `action`, which SwiftUI runs with the offsets of rows swiped away (never called in
  /// TempoUI: there is no swipe gesture).
  public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> Self {
    self
  }

  /// Keeps `action`, which SwiftUI runs with the offsets of rows dragged and their destination
  /// offset (never called in TempoUI: there is no drag-to-reorder).
  public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> Self {
    self
  }
}
