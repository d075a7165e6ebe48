import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (positions from the start, as `ForEach.onDelete` hands
  /// them), keeping the others in order (SwiftUI's helper).
  public mutating func remove(atOffsets offsets: IndexSet) {
    var kept = Self()
    for (offset, element) in enumerated() where !offsets.contains(offset) {
      kept.append(element)
    }
    self = kept
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` (offsets) so that they sit, in their order, before the
  /// element that was at offset `destination` (`count`: at the end), as `ForEach.onMove` hands
  /// them (SwiftUI's helper).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    let moved = source.filter { $0 < elements.count }.map { elements[$0] }
    var before: [Element] = []
    var after: [Element] = []
    for (offset, element) in elements.enumerated() where !source.contains(offset) {
      if offset < destination { before.append(element) } else { after.append(element) }
    }
    self = Self(before + moved + after)
  }
}
