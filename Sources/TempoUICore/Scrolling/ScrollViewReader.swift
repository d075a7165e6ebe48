import Tempo
import TempoScene

/// Gives its content a ``ScrollViewProxy`` to scroll the scroll views inside it to a view
/// (SwiftUI's `ScrollViewReader`).
public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content

  /// A reader whose `content` gets the proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// A reader is primitive.
  public typealias Body = Never
}

extension ScrollViewReader: PrimitiveView {
  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content(ScrollViewProxy(reader: context.element.reference)))]
  }

  var buildsChildrenFromClosures: Bool { true }
}

/// Scrolls the scroll views inside a ``ScrollViewReader`` (SwiftUI's `ScrollViewProxy`).
public struct ScrollViewProxy {
  let reader: ElementReference

  /// Scrolls the scroll view holding the view of identity `id` (a `ForEach` id or an
  /// `.id(_:)`) so that the view's `anchor` point meets the same point of the scroll view
  /// (`nil`: by the least amount that shows the whole view), in the current transaction (so
  /// `withAnimation` animates the scroll). It takes effect at the next update, after the
  /// changes made before it (a row appended just before is there to scroll to). A row of a
  /// lazy stack or a list that is not built yet is scrolled to where it is estimated to be,
  /// built, then shown exactly, in the same update; an id no scroll view holds does nothing.
  @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let element = reader.element else { return }
    let key = ViewKey(id)
    let transaction = Transaction.current
    element.graph.stateDidChange(of: element, transaction: transaction) { [reader] in
      guard let element = reader.element else { return false }
      Self.scroll(in: element, to: key, anchor: anchor, transaction: transaction)
      return false
    }
  }

  /// Scrolls the first scroll view inside `reader` that holds `key` (as laid out now). A row
  /// of a lazy container not built yet is scrolled to where it is estimated to be, which
  /// builds it; once laid out, the scroll is made exact (`isCorrection`: this is that step).
  @MainActor private static func scroll(
    in reader: Element, to key: ViewKey, anchor: UnitPoint?, transaction: Transaction,
    isCorrection: Bool = false
  ) {
    for scroller in reader.descendants(where: { $0.primitive is any ScrollContainer }) {
      let state = ScrollState.of(scroller)
      if let target = scroller.descendants(where: {
        $0.key == key || LazyRowPath.last(of: $0.key) == key
      }).first, var placed = target.frame(inNodeOf: scroller) {
        // A list's own row is shown whole: its content with the insets around it.
        if target.parent === scroller, let list = scroller.primitive as? any LazyContainer {
          placed = list.cellFrame(ofRow: placed)
        }
        // The content's origin is at minus the offset: the frame in content points.
        let frame = placed.offsetBy(dx: state.offset.x, dy: state.offset.y)
        state.scroll(
          to: offset(showing: frame, anchor: anchor, state: state), in: scroller,
          transaction: transaction)
        return
      }
      guard !isCorrection, let frame = estimatedFrame(of: key, in: scroller) else { continue }
      state.scroll(
        to: offset(showing: frame, anchor: anchor, state: state), in: scroller,
        transaction: transaction)
      let reference = reader.reference
      reader.graph.runAfterUpdate {
        guard let reader = reference.element else { return }
        withCurrentTransaction(transaction) {
          scroll(in: reader, to: key, anchor: anchor, transaction: transaction, isCorrection: true)
        }
      }
      return
    }
  }

  /// Where the row `key` of a lazy container in `scroller` (or the scroller itself, a list)
  /// is estimated to be, in the scroller's content points, if such a row exists.
  @MainActor private static func estimatedFrame(of key: ViewKey, in scroller: Element) -> CGRect? {
    let containers =
      [scroller] + scroller.descendants(where: { $0.primitive is any LazyContainer })
    for element in containers {
      guard let container = element.primitive as? any LazyContainer,
        let index = LazyState.of(element).rows.index(of: key)
      else { continue }
      let frame = container.estimatedFrame(ofRow: index, element: element)
      if element === scroller { return frame }
      guard let placed = element.frame(inNodeOf: scroller) else { continue }
      let state = ScrollState.of(scroller)
      return frame.offsetBy(
        dx: Double(placed.minX) + Double(state.offset.x),
        dy: Double(placed.minY) + Double(state.offset.y))
    }
    return nil
  }

  /// The offset that puts `frame` (content points) where `anchor` asks.
  @MainActor static func offset(showing frame: CGRect, anchor: UnitPoint?, state: ScrollState)
    -> CGPoint
  {
    let viewport = state.viewport
    func axis(
      _ minimum: Double, _ length: Double, _ visible: Double, _ current: Double, _ unit: Double?
    )
      -> Double
    {
      if let unit { return minimum + unit * length - unit * visible }
      if minimum < current { return minimum }
      if minimum + length > current + visible { return minimum + length - visible }
      return current
    }
    return CGPoint(
      x: axis(
        Double(frame.minX), Double(frame.width), Double(viewport.width), Double(state.offset.x),
        anchor.map { Double($0.x) }),
      y: axis(
        Double(frame.minY), Double(frame.height), Double(viewport.height), Double(state.offset.y),
        anchor.map { Double($0.y) }))
  }
}
