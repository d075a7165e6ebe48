import Tempo
import TempoScene

/// A container that builds only the rows near the visible part of its scroll view (internal):
/// `LazyVStack`, `LazyHStack` and `List`, as SwiftUI builds them.
///
/// Its children are its rows (its content flattened, see ``LazyRows``), of which only a
/// contiguous run is built (see ``LazyState``). An update builds the rows built before; the
/// layout then builds those that came into view and releases those far out of it, at once and
/// without animation (SwiftUI builds rows as they scroll in; a released row's `@State` is
/// dropped, as SwiftUI drops it once the row has been out of view for a while).
@MainActor
protocol LazyContainer: PrimitiveView {
  associatedtype Content: View
  /// The views the rows are listed from.
  var content: Content { get }
  /// The axis the rows follow.
  var rowAxis: Axis { get }
  /// Whether rows are built lazily even outside a scroll view (a list scrolls itself).
  var isAlwaysWindowed: Bool { get }
  /// The frame of the row whose content is placed in `frame`, which a scroll to the row shows.
  func cellFrame(ofRow frame: CGRect) -> CGRect
}

extension LazyContainer {
  var buildsChildrenFromClosures: Bool { true }

  /// The rows built: all of them outside a scroll view, else those built at the last layout.
  func children(in context: ElementContext) -> [ChildView] {
    let element = context.element
    let state = LazyState.of(element)
    state.rows = LazyRows(content, context: context)
    let isWindowed = isAlwaysWindowed || LazyWindow.scroller(above: element) != nil
    return state.rows.children(in: state.rowsToBuild(isWindowed: isWindowed))
  }

  /// The frame of the row whose content is placed in `frame` (the container's points): the
  /// content itself, or a list's row with its insets.
  func cellFrame(ofRow frame: CGRect) -> CGRect { frame }

  /// Where row `index` is estimated to lie, in the container's own points (its content's,
  /// for a list that scrolls itself).
  func estimatedFrame(ofRow index: Int, element: Element) -> CGRect {
    let state = LazyState.of(element)
    let size = element.layoutCache.frame?.size ?? .zero
    let start = Double(index) * state.stride
    return rowAxis == .vertical
      ? CGRect(x: 0, y: start, width: Double(size.width), height: state.stride)
      : CGRect(x: start, y: 0, width: state.stride, height: Double(size.height))
  }

  /// Builds the rows near `visible` (main-axis points of the content; `nil`: all rows) and
  /// releases the far ones.
  func buildRows(near visible: ClosedRange<Double>?, element: Element) {
    let state = LazyState.of(element)
    let range = state.rowsToBuild(visible: visible)
    state.hasLaidOut = true
    guard range != state.built else { return }
    let old = state.built
    let children = element.children
    var views: [ChildView] = []
    views.reserveCapacity(range.count)
    let kept = range.clamped(to: old)
    if kept.isEmpty || children.count != old.count {
      views = state.rows.children(in: range)
    } else {
      // Rows built already keep their views: they are not updated again.
      views += state.rows.children(in: range.lowerBound..<kept.lowerBound)
      for index in kept {
        let child = children[index - old.lowerBound]
        views.append(ChildView(key: child.key, view: child.view))
      }
      views += state.rows.children(in: kept.upperBound..<range.upperBound)
    }
    let environment =
      children.first(where: \.hasUpdated)?.environment
      ?? childEnvironment(element.environment, element: element)
    state.built = range
    withCurrentTransaction(Transaction(animation: nil)) {
      element.reconcile(views, environment: environment)
    }
  }
}

/// Finds what a lazy container sees of its scroll view (internal).
@MainActor
enum LazyWindow {
  /// The nearest scroll view (or list) around `element`, if any.
  static func scroller(above element: Element) -> Element? {
    var current = element.parent
    while let ancestor = current {
      if ancestor.isPrimitive, ancestor.core is any ScrollContainer { return ancestor }
      current = ancestor.parent
    }
    return nil
  }

  /// The visible part of the nearest scroll view around `element`, in `element`'s node's
  /// points (as laid out now), or `nil` outside a scroll view.
  static func visibleRect(of element: Element) -> CGRect? {
    guard let scroller = scroller(above: element), let frame = element.frame(inNodeOf: scroller)
    else { return nil }
    let viewport = ScrollState.of(scroller).viewport
    return CGRect(
      x: -Double(frame.minX), y: -Double(frame.minY), width: Double(viewport.width),
      height: Double(viewport.height))
  }
}
