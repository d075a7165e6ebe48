import TempoScene
import TempoUICore
import Testing

/// `ForEach`: a row per element, identified by its id; a repeated id logs SwiftUI's warning and
/// nothing breaks (the first row keeps the id).
@MainActor
@Suite("ForEach")
struct ForEachTests {
  @Test("ids [1, 2, 1] log SwiftUI's repeated-ID warning once and all three rows draw")
  func repeatedIDWarnsAndDraws() {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      list = HostedView(VStack { ForEach([1, 2, 1], id: \.self) { Text("row\($0)") } }).frame()
    }
    #expect(
      warnings == [
        "TempoUI: ForEach<Array<Int>, Int, Text>: the ID 1 occurs multiple times within the "
          + "collection, this will give undefined results!"
      ])
    #expect(list?.texts("row1").count == 2)
    #expect(list?.texts("row2").count == 1)
  }

  /// Rows with counters over ids that repeat 1; "prepend" puts a 3 first.
  struct Repeated: View {
    @State var items = [1, 2, 1]
    var body: some View {
      VStack(spacing: 0) {
        ForEach(items, id: \.self) { Counter(label: "row\($0)") }
        Text("prepend").onTapGesture { items.insert(3, at: 0) }
      }
    }
  }

  @Test("with id 1 repeated, the first row 1 keeps its counter when a row is put before it")
  func firstOfRepeatedKeepsState() {
    var texts: [String: Int] = [:]
    let warnings = RuntimeWarning.capture {
      let hosted = HostedView(Repeated())
      hosted.frame()
      hosted.click(text: "row1 0")
      hosted.frame(1)
      hosted.click(text: "prepend")
      let list = hosted.frame(2)
      for text in ["row3 0", "row1 1", "row2 0", "row1 0"] { texts[text] = list.texts(text).count }
    }
    #expect(warnings.count == 1)
    #expect(texts == ["row3 0": 1, "row1 1": 1, "row2 0": 1, "row1 0": 1])
  }

  /// A point whose first stored property is its x: a path to it starts at offset 0 too.
  struct Point: Hashable {
    var x: Int
    var y: Int
  }

  @Test("id: \\.x over points [(1,0), (1,5)] repeats id 1: a path at offset 0 is not \\.self")
  func firstStoredPropertyIsNotTheIdentity() {
    let warnings = RuntimeWarning.capture {
      HostedView(
        VStack { ForEach([Point(x: 1, y: 0), Point(x: 1, y: 5)], id: \.x) { Text("y\($0.y)") } }
      ).frame()
    }
    #expect(warnings.count == 1)
  }

  @Test("id: \\.magnitude over [-1, 1] repeats id 1: a computed path of another type is used")
  func computedPathIsProjected() {
    let warnings = RuntimeWarning.capture {
      HostedView(VStack { ForEach([-1, 1], id: \.magnitude) { Text("n\($0)") } }).frame()
    }
    #expect(warnings.count == 1)
  }

  @Test("id: \\.self over [-1, 1] repeats nothing: the element is its own id")
  func identityPathUsesTheElement() {
    let warnings = RuntimeWarning.capture {
      HostedView(VStack { ForEach([-1, 1], id: \.self) { Text("n\($0)") } }).frame()
    }
    #expect(warnings.isEmpty)
  }
}
