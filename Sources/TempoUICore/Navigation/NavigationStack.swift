import Tempo
import TempoScene

/// A stack of pages with a navigation bar, iOS's push navigation (SwiftUI's `NavigationStack`).
///
/// The root page shows its `.navigationTitle` as a large title (34-point bold, 16 points from
/// the leading edge) under a 44-point bar holding its `.toolbar` items; a page pushed by a
/// ``NavigationLink`` slides in from the trailing edge over the one below (ease in and out,
/// 0.35 s, TempoUI's choice near iOS's) with an inline title centred in its bar and a "‹ Back"
/// button that pops it. Pages are the window's background colour, so each hides the one below.
public struct NavigationStack<Root: View>: View {
  let root: Root
  @State private var pages: [NavigationPageEntry] = []
  @State private var nextID = 0
  @State private var controller = NavigationController()

  /// A stack whose first page is `root`.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
  }

  /// The animation of a push or a pop.
  static var pushAnimation: Animation { .easeInOut(duration: 0.35) }

  /// The pages, the root first, each pushed one over the one below.
  public var body: some View {
    // The actions hold the state's bindings, not the stack's value (its root's links hold the
    // context in their environment).
    let (pages, nextID) = ($pages, $nextID)
    controller.push = { view in
      withAnimation(Self.pushAnimation) {
        pages.wrappedValue.append(NavigationPageEntry(id: nextID.wrappedValue, view: view))
        nextID.wrappedValue += 1
      }
    }
    controller.pop = { withAnimation(Self.pushAnimation) { _ = pages.wrappedValue.popLast() } }
    let context = NavigationContext(controller: controller)
    return ZStack {
      NavigationPage(content: root, depth: 0)
      ForEach(Array(self.pages.enumerated()), id: \.element.id) { index, page in
        NavigationPage(content: page.view, depth: index + 1)
          .transition(.move(edge: .trailing))
          .zIndex(Double(index + 1))
      }
    }
    .environment(\.navigation, context)
  }
}

/// A pushed page (internal).
struct NavigationPageEntry {
  let id: Int
  let view: AnyView
}

/// A stack of pages with a navigation bar, the iOS 13 spelling (SwiftUI's deprecated
/// `NavigationView`): a ``NavigationStack`` of `content`.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A navigation view whose first page is `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The pages, the root first, each pushed one over the one below.
  public var body: some View {
    NavigationStack { content }
  }
}
