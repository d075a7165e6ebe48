import TempoScene
import TempoUICore
import Testing

/// `@EnvironmentObject`: `.environmentObject(_:)` reaches every descendant, which updates when
/// the object changes; a missing object logs SwiftUI's message once and the view shows nothing
/// (SwiftUI stops the app there).
@MainActor
@Suite("EnvironmentObject")
struct EnvironmentObjectTests {
  final class Cart: ObservableObject {
    @Published var items = 0
  }

  struct Badge: View {
    @EnvironmentObject var cart: Cart
    var body: some View {
      Text("items \(cart.items)").onTapGesture { cart.items += 1 }
    }
  }

  struct Shop: View {
    var body: some View {
      VStack {
        Text("shop")
        HStack { Badge() }
      }
    }
  }

  @Test("a grandchild reads the object and updates when it changes (a tap, or from outside)")
  func reachesDescendants() {
    let cart = Cart()
    let hosted = HostedView(Shop().environmentObject(cart))
    #expect(hosted.frame().texts("items 0").count == 1)
    hosted.click(text: "items 0")
    #expect(hosted.frame(1).texts("items 1").count == 1)
    cart.items = 4
    #expect(hosted.frame(2).texts("items 4").count == 1)
  }

  struct Editor: View {
    @EnvironmentObject var cart: Cart
    var body: some View {
      Stepper(value: $cart.items)
    }
  }

  struct Stepper: View {
    @Binding var value: Int
    var body: some View {
      Text("step \(value)").onTapGesture { value += 1 }
    }
  }

  @Test("$cart.items is a binding to the environment object's property")
  func projectedBinding() {
    let cart = Cart()
    let hosted = HostedView(Editor().environmentObject(cart))
    hosted.frame()
    hosted.click(text: "step 0")
    #expect(cart.items == 1)
    #expect(hosted.frame(1).texts("step 1").count == 1)
  }

  @Test("a missing object logs SwiftUI's message once; the view shows nothing, its siblings do")
  func missingObjectWarns() {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      let hosted = HostedView(
        VStack {
          Text("before"); Badge(); Text("after")
        })
      hosted.frame()
      list = hosted.frame(1)
    }
    #expect(
      warnings == [
        "TempoUI: No ObservableObject of type Cart found. A View.environmentObject(_:) for Cart "
          + "may be missing as an ancestor of this view. The view shows nothing."
      ])
    #expect(list?.texts("before").count == 1)
    #expect(list?.texts("after").count == 1)
    #expect(list?.drawn.count == 2)
  }
}
