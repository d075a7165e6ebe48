import TempoScene

/// The rows of a lazy container (internal): its content flattened through the views that only
/// list others (blocks, groups, branches; see ``ViewListFlattening``), each `ForEach` kept as
/// one segment whose rows are made only when asked for, so listing 10,000 rows costs nothing
/// per row.
///
/// A row's identity is its path of identities below the content; a path of one is that
/// identity itself (a lone `ForEach`'s row is identified by its id, as in a stack).
@MainActor
struct LazyRows {
  private enum Segment {
    case view(key: ViewKey, view: any View)
    case source(path: [ViewKey], source: any LazyRowSource, count: Int)
  }

  private var segments: [Segment] = []
  /// The number of rows.
  private(set) var count = 0

  /// No rows.
  init() {}

  /// `count` rows of empty views, identified by their indices (to test the window's arithmetic).
  init(count: Int) {
    for index in 0..<count { segments.append(.view(key: ViewKey(index), view: EmptyView())) }
    self.count = count
  }

  /// The rows of `content`, listed in `context` (the container's).
  init(_ content: any View, context: ElementContext) {
    append(content, path: [], context: context)
  }

  private mutating func append(_ view: any View, path: [ViewKey], context: ElementContext) {
    let kind = PrimitiveCast.kind(of: type(of: view))
    if let primitive = PrimitiveCast.primitive(of: view, kind: kind) {
      if let source = primitive as? any LazyRowSource {
        let rows = source.rowCount
        segments.append(.source(path: path, source: source, count: rows))
        count += rows
        return
      }
      if primitive is any ViewListFlattening {
        for child in primitive.children(in: context) {
          append(child.view, path: path + [child.key], context: context)
        }
        return
      }
    }
    segments.append(.view(key: Self.key(path), view: view))
    count += 1
  }

  /// The identity of the row at `path`.
  private static func key(_ path: [ViewKey]) -> ViewKey {
    switch path.count {
    case 0: 0
    case 1: path[0]
    default: ViewKey(LazyRowPath(keys: path))
    }
  }

  /// The rows at `indices`, each with its identity (their views made now).
  func children(in indices: Range<Int>) -> [ChildView] {
    var result: [ChildView] = []
    result.reserveCapacity(indices.count)
    var start = 0
    for segment in segments {
      switch segment {
      case .view(let key, let view):
        if indices.contains(start) { result.append(ChildView(key: key, view: view)) }
        start += 1
      case .source(let path, let source, let rows):
        let range = indices.clamped(to: start..<(start + rows))
        for index in range {
          let offset = index - start
          let key =
            path.isEmpty ? source.rowKey(at: offset) : Self.key(path + [source.rowKey(at: offset)])
          result.append(ChildView(key: key, view: source.rowView(at: offset)))
        }
        start += rows
      }
    }
    return result
  }

  /// The index of the row identified by `key` (its own identity, or a `ForEach` id or `.id`
  /// value at the end of its path), or `nil`.
  func index(of key: ViewKey) -> Int? {
    var start = 0
    for segment in segments {
      switch segment {
      case .view(let own, _):
        if own == key || LazyRowPath.last(of: own) == key { return start }
        start += 1
      case .source(_, let source, let rows):
        for offset in 0..<rows where source.rowKey(at: offset) == key { return start + offset }
        start += rows
      }
    }
    return nil
  }
}

/// The identity of a lazy container's row below more than one level of its content
/// (internal): the identities from the content down to the row.
struct LazyRowPath: Hashable {
  var keys: [ViewKey]

  /// The last identity of `key`'s path, if it is a path.
  static func last(of key: ViewKey) -> ViewKey? {
    (key.value.base as? LazyRowPath)?.keys.last
  }
}

/// A view that lists rows a lazy container can make one at a time (internal): `ForEach`.
@MainActor
protocol LazyRowSource {
  /// How many rows.
  var rowCount: Int { get }
  /// The identity of the row at `offset`.
  func rowKey(at offset: Int) -> ViewKey
  /// The view of the row at `offset`.
  func rowView(at offset: Int) -> any View
}

/// A view that only lists other views (internal): a lazy container flattens it into its rows.
@MainActor
protocol ViewListFlattening {}
