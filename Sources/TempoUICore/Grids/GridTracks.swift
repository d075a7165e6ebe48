import TempoScene

/// The columns (or rows) a lazy grid's items make for a length (internal): SwiftUI's rule.
///
/// Fixed items take their size; the length left, less the spacings between items, is shared
/// equally by the other items. A flexible item takes its share within its minimum and maximum;
/// an adaptive one fits as many tracks of at least its minimum as its share holds (one at
/// least), each as long as they can be up to its maximum, 8 points apart (or its spacing).
struct GridTracks {
  /// Each track's length and the space after it, in points.
  var tracks: [(length: Double, spacing: Double, alignment: Alignment?)]

  init(_ items: [GridItem], length: Double?) {
    let defaultSpacing = StackArrangement.defaultSpacing
    let spacings = items.map { Double($0.spacing ?? defaultSpacing) }
    let between = spacings.dropLast().reduce(0, +)
    var fixed = 0.0
    var shared = 0
    for item in items {
      if case .fixed(let size) = item.size { fixed += Double(size) } else { shared += 1 }
    }
    // Without a length (an ideal size), shared items take their minimum.
    let share = length.map { max(($0 - between - fixed) / Double(max(shared, 1)), 0) }
    tracks = []
    for (item, spacing) in zip(items, spacings) {
      let alignment = item.alignment
      switch item.size {
      case .fixed(let size):
        tracks.append((Double(size), spacing, alignment))
      case .flexible(let minimum, let maximum):
        let length = min(max(share ?? Double(minimum), Double(minimum)), Double(maximum))
        tracks.append((length, spacing, alignment))
      case .adaptive(let minimum, let maximum):
        let space = share ?? Double(minimum)
        let minimum = max(Double(minimum), 1)
        let count = max(Int(((space + spacing) / (minimum + spacing)).rounded(.down)), 1)
        let each = min((space - Double(count - 1) * spacing) / Double(count), Double(maximum))
        for _ in 0..<count {
          tracks.append((max(each, minimum), spacing, alignment))
        }
      }
    }
  }

  /// Where each track starts, and the length they span with the spacings between them.
  var offsets: (starts: [Double], total: Double) {
    var starts: [Double] = []
    var position = 0.0
    for (index, track) in tracks.enumerated() {
      starts.append(position)
      position += track.length + (index == tracks.count - 1 ? 0 : track.spacing)
    }
    return (starts, position)
  }
}
