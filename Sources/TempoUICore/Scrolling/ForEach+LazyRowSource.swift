import TempoScene

/// A `ForEach` in a lazy container makes only the rows the container builds.
extension ForEach: LazyRowSource {
  var rowCount: Int { data.count }

  func rowKey(at offset: Int) -> ViewKey {
    ViewKey(data[data.index(data.startIndex, offsetBy: offset)][keyPath: id])
  }

  func rowView(at offset: Int) -> any View {
    content(data[data.index(data.startIndex, offsetBy: offset)])
  }
}
