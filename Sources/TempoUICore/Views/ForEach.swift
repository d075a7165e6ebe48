import Foundation
import TempoScene

/// A view for each element of a collection, identified by an id (SwiftUI's `ForEach`).
///
/// A row keeps its state while its id stays; a new id is inserted and a vanished one removed,
/// each with its transition.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The elements.
  public var data: Data
  let id: KeyPath<Data.Element, ID>
  /// Builds the view of one element.
  public var content: (Data.Element) -> Content

  /// A view per element, identified by the element's property at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    (self.data, self.id, self.content) = (data, id, content)
  }

  /// A `ForEach` is primitive.
  public typealias Body = Never
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view per integer of a constant range, identified by the integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view per `Identifiable` element, identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach: PrimitiveView, ForEachMarker {
  var isLayoutTransparent: Bool { true }
  var buildsChildrenFromClosures: Bool { true }

  /// A view per element, identified by its id. An id seen before logs SwiftUI's warning: the
  /// first row keeps the id, each later one is identified by the id and its repeat count.
  ///
  /// This runs unspecialised (through the element's `any PrimitiveView`), so it keeps to
  /// concrete types where it can: the ids seen are a `Set<Int>` of integer ids, else a
  /// `Set<ViewKey>` of the keys made anyway (a `Set<ID>` looked its type up at every
  /// insertion), and an `id: \.self` is the element itself rather than a key-path projection.
  func children(in context: ElementContext) -> [ChildView] {
    // `\.self`: the element is its id (a stored path at offset 0 whose value has the element's
    // own type can only be the identity; comparing with a `\.self` made here would allocate).
    let isIdentity =
      ID.self == Data.Element.self && MemoryLayout<Data.Element>.offset(of: id) == 0
    // A range of integers identified by the integer (`ForEach(0..<n)`) repeats no id: its rows
    // are made without the set of ids seen and without iterating through witnesses.
    if isIdentity, Data.self == Range<Int>.self {
      let range = unsafeBitCast(data, to: Range<Int>.self)
      var children: [ChildView] = []
      children.reserveCapacity(range.count)
      for integer in range {
        let element = unsafeBitCast(integer, to: Data.Element.self)
        children.append(ChildView(key: ViewKey(integer), view: content(element)))
      }
      return children
    }
    // Integer ids (the common case) are tracked as integers: a set of keys copied and hashed
    // each key's enum, about a twentieth of re-ordering 1,000 rows.
    let integerIDs = ID.self == Int.self
    var seenIntegers = Set<Int>(minimumCapacity: integerIDs ? data.count : 0)
    var seen = Set<ViewKey>(minimumCapacity: integerIDs ? 0 : data.count)
    var repeats: [ID: Int] = [:]
    var children: [ChildView] = []
    children.reserveCapacity(data.count)
    for element in data {
      let identity = isIdentity ? unsafeBitCast(element, to: ID.self) : element[keyPath: id]
      let key: ViewKey
      let isFirst: Bool
      if integerIDs {
        let integer = unsafeBitCast(identity, to: Int.self)
        key = ViewKey(position: integer)
        isFirst = seenIntegers.insert(integer).inserted
      } else {
        key = ViewKey(identity)
        isFirst = seen.insert(key).inserted
      }
      if isFirst {
        children.append(ChildView(key: key, view: content(element)))
      } else {
        warnOnce(
          "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(identity) occurs multiple "
            + "times within the collection, this will give undefined results!")
        let count = repeats[identity, default: 0] + 1
        repeats[identity] = count
        let key = ViewKey(RepeatedID(id: identity, repeat: count))
        children.append(ChildView(key: key, view: content(element)))
      }
    }
    return children
  }
}

/// The identity of a `ForEach` row whose id an earlier row already has (internal): the id and
/// how many rows before it repeated it.
struct RepeatedID<ID: Hashable>: Hashable {
  let id: ID
  let `repeat`: Int
}

/// A `ForEach` (internal): its children's ids are their implicit tags.
protocol ForEachMarker {}
