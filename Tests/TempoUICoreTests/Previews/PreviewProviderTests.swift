import TempoScene
import TempoUICore
import Testing

struct Card: View {
  var body: some View { Text("card") }
}

struct Card_Previews: PreviewProvider {
  static var previews: some View { Card().padding() }
}

struct Other_Previews: PreviewProvider {
  static var previews: some View { Text("other") }
}

struct PreviewingApp: App {
  var body: some TempoUICore.Scene { WindowGroup { Text("main") } }
  static var previews: [any PreviewProvider.Type] { [Card_Previews.self, Other_Previews.self] }
}

struct PlainApp: App {
  var body: some TempoUICore.Scene { WindowGroup { Text("main") } }
}

/// SwiftUI's `PreviewProvider` (`static var previews: some View`), registered in `App.previews`
/// and found by `--preview NAME`: the type's name, or the name without `_Previews`.
@MainActor
@Suite("Previews")
struct PreviewProviderTests {
  func registered<A: App>(_ app: A.Type) -> [any PreviewProvider.Type] { A.previews }

  @Test("an app lists its providers in App.previews; an app that lists none has none")
  func registration() {
    #expect(registered(PreviewingApp.self).count == 2)
    #expect(registered(PlainApp.self).isEmpty)
  }

  @Test("\"Card\" and \"Card_Previews\" both host Card_Previews.previews (a Text \"card\")")
  func findsByName() throws {
    for name in ["Card", "Card_Previews"] {
      let view = try PreviewCatalog.view(named: name, in: PreviewingApp.previews)
      #expect(HostedView(view).frame().texts("card").count == 1, "\(name)")
    }
    let other = try PreviewCatalog.view(named: "Other", in: PreviewingApp.previews)
    #expect(HostedView(other).frame().texts("other").count == 1)
  }

  @Test("an unknown name is a one-line error naming the app's previews")
  func unknownName() {
    #expect {
      try PreviewCatalog.view(named: "Nope", in: PreviewingApp.previews)
    } throws: { error in
      "\(error)" == "no preview named 'Nope'; the app's previews: Card, Other"
    }
    #expect {
      try PreviewCatalog.view(named: "Nope", in: PlainApp.previews)
    } throws: { error in
      "\(error)".contains("lists no previews")
    }
  }
}
