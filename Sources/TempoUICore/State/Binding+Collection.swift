import Tempo

/// A binding to a collection is a collection of bindings to its elements (SwiftUI's), so that
/// `ForEach($items) { $item in … }` edits each element in place.
extension Binding: Sequence where Value: MutableCollection {
  /// A binding to one element.
  public typealias Element = Binding<Value.Element>
  /// Iterates the element bindings by index.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// A slice of the element bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// The collection's index type.
  public typealias Index = Value.Index
  /// The collection's indices.
  public typealias Indices = Value.Indices

  /// The first element's index.
  public var startIndex: Index { wrappedValue.startIndex }
  /// The index past the last element.
  public var endIndex: Index { wrappedValue.endIndex }
  /// The valid indices.
  public var indices: Indices { wrappedValue.indices }

  /// The index after `i`.
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

  /// Replaces `i` with the index after it.
  public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

  /// A binding to the element at `position`: writing it writes the whole collection.
  public subscript(position: Index) -> Binding<Value.Element> {
    let base = self
    var element = Binding<Value.Element>(
      get: { base.getValue()[position] },
      set: { element, transaction in
        var whole = base.getValue()
        whole[position] = element
        base.setValue(whole, transaction)
      }, source: nil)
    element.transaction = transaction
    return element
  }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection, Value: MutableCollection {
  /// The index before `i`.
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }

  /// Replaces `i` with the index before it.
  public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {}
