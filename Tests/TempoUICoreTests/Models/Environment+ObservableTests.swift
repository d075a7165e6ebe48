import Observation
import TempoScene
import TempoUICore
import Testing

/// SwiftUI's object environment: `.environment(model)` puts an `@Observable` object where
/// `@Environment(Model.self)` reads it, in every descendant; a missing object is `nil` for the
/// optional form, and for the required form one warning line and a view that shows nothing.
@MainActor
@Suite("Environment+Observable")
struct EnvironmentObservableTests {
  @Observable final class Library {
    var books = 1
  }

  struct Shelf: View {
    @Environment(Library.self) private var library
    var body: some View {
      Text("books \(library.books)").onTapGesture { library.books += 1 }
    }
  }

  struct Room: View {
    var body: some View {
      VStack { Shelf() }
    }
  }

  @Test("a grandchild's @Environment(Library.self) reads the object and follows its changes")
  func reachesDescendants() {
    let library = Library()
    let hosted = HostedView(Room().environment(library))
    #expect(hosted.frame().texts("books 1").count == 1)
    hosted.click(text: "books 1")
    #expect(library.books == 2)
    #expect(hosted.frame(1).texts("books 2").count == 1)
    library.books = 5
    #expect(hosted.frame(2).texts("books 5").count == 1)
  }

  struct OptionalShelf: View {
    @Environment(Library.self) private var library: Library?
    var body: some View {
      Text(library.map { "books \($0.books)" } ?? "no library")
    }
  }

  @Test("the optional form reads nil without an object, the object with one")
  func optionalForm() {
    #expect(HostedView(OptionalShelf()).frame().texts("no library").count == 1)
    let hosted = HostedView(OptionalShelf().environment(Library()))
    #expect(hosted.frame().texts("books 1").count == 1)
  }

  @Test("a missing object logs SwiftUI's message once; the view shows nothing, its siblings do")
  func missingObjectWarns() {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      let hosted = HostedView(
        VStack {
          Text("before"); Shelf(); Text("after")
        })
      hosted.frame()
      list = hosted.frame(1)
    }
    #expect(
      warnings == [
        "TempoUI: No Observable object of type Library found. A View.environment(_:) for Library "
          + "may be missing as an ancestor of this view. The view shows nothing."
      ])
    #expect(list?.texts("before").count == 1)
    #expect(list?.texts("after").count == 1)
    #expect(list?.drawn.count == 2)
  }
}
