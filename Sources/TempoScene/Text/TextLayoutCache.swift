/// The last few text layouts a node made, with what they were made from (internal).
///
/// A text node lays its text out at least twice a frame (measured, then placed), usually with
/// the same font size and width as in the last frame. Breaking and measuring the text again
/// (shaping it through the measurer) was most of a small scene's frame and all of its
/// allocations; a layout made from the same inputs by the same measurer is the same, so it is
/// kept and reused.
@MainActor
struct TextLayoutCache {
  /// What a layout is made from.
  struct Key: Equatable {
    var text: String
    var fontSize: Double
    var bold: Bool
    var style = FontStyle()
    var width: Double?
    var lineLimit: Int?
    var measurer: ObjectIdentifier
  }

  /// How many layouts are kept: a node in a stack is measured for two or three proposals a
  /// frame, then placed.
  static let capacity = 4

  private var entries: [(key: Key, layout: TextLayout)] = []
  /// The entry a new layout replaces next, once the cache is full.
  private var next = 0

  /// The layout of `key`'s text: a kept one when `key` matches one, otherwise a new one, kept
  /// in place of the oldest made.
  mutating func layout(for key: Key, measurer: any TextMeasurer) -> TextLayout {
    if let entry = entries.first(where: { $0.key == key }) { return entry.layout }
    let layout = TextLayout(
      key.text, fontSize: key.fontSize, bold: key.bold, style: key.style, width: key.width,
      lineLimit: key.lineLimit, measurer: measurer)
    if entries.count < Self.capacity {
      entries.append((key, layout))
    } else {
      entries[next] = (key, layout)
      next = (next + 1) % Self.capacity
    }
    return layout
  }
}
