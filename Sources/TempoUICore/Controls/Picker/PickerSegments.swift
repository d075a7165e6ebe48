import Tempo
import TempoScene

/// The picker's options in equal segments across its width (internal), each centred in its
/// segment.
struct PickerSegments<Content: View>: View, PrimitiveView {
  let content: Content

  typealias Body = Never

  func makeNode(engine: AnimationEngine) -> Node? { GroupNode(.overlay(), engine: engine) }

  func children(in context: ElementContext) -> [ChildView] { [ChildView(key: 0, view: content)] }

  func sizeThatFits(_ proposal: ProposedViewSize, element: Element) -> CGSize {
    proposal.replacingUnspecifiedDimensions(
      by: CGSize(width: 200, height: Picker<EmptyView, Int, EmptyView>.height))
  }

  func placeChildren(in bounds: CGRect, element: Element) {
    let options = element.layoutChildren
    guard !options.isEmpty else { return }
    let width = Double(bounds.width) / Double(options.count)
    for (index, option) in options.enumerated() {
      let segment = CGRect(
        x: Double(bounds.minX) + width * Double(index), y: Double(bounds.minY), width: width,
        height: Double(bounds.height))
      let size = option.sizeThatFits(ProposedViewSize(segment.size))
      option.place(in: ModifiedView<EmptyView>.align(size, in: segment, .center))
    }
  }
}

/// The picker's raised segment and click areas (internal): it reads the options' tags from
/// the segments beside it (updated before it) and draws the raised segment under the selected
/// one, with a click area per segment.
struct PickerSelectionReader: View, PrimitiveView {
  let selection: AnyHashableBinding

  typealias Body = Never

  func children(in context: ElementContext) -> [ChildView] {
    var tags: [AnyHashable?] = []
    if let segments = context.element.precedingSibling(where: {
      $0.isPrimitive && $0.core is any PickerSegmentsMarker
    }) {
      for option in segments.layoutChildren { tags.append(option.selectionTag) }
    }
    return [ChildView(key: 0, view: PickerSelection(tags: tags, selection: selection))]
  }
}

/// The picker's segments (internal marker).
protocol PickerSegmentsMarker {}

extension PickerSegments: PickerSegmentsMarker {}

/// The raised segment and the click areas, for the options' `tags` (internal).
struct PickerSelection: View {
  let tags: [AnyHashable?]
  let selection: AnyHashableBinding
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    let selected = tags.firstIndex { $0 == selection.get() }
    let count = max(tags.count, 1)
    return GeometryReader { proxy in
      let width = Double(proxy.size.width) / Double(count)
      ZStack(alignment: .leading) {
        if let selected {
          RoundedRectangle(cornerRadius: 7)
            .fill(colorScheme == .dark ? Color(hex: 0x636366) : Color(red: 1, green: 1, blue: 1))
            .frame(width: max(width - 4, 0), height: max(Double(proxy.size.height) - 4, 0))
            .offset(x: width * Double(selected) + 2)
        }
        HStack(spacing: 0) {
          ForEach(tags.indices, id: \.self) { index in
            Color.clear.contentShape(Rectangle())
              .onTapGesture { select(tags[index]) }
          }
        }
      }
    }
  }

  private func select(_ tag: AnyHashable?) {
    guard let tag else { return }
    var transaction = Transaction.current
    if transaction.animation == nil {
      transaction.animation = Picker<EmptyView, Int, EmptyView>.slideAnimation
    }
    withTransaction(transaction) { selection.set(tag) }
  }
}
