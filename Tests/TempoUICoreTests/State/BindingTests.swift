import Tempo
import TempoScene
import TempoUICore
import Testing

/// `@Binding` writes reach the state that owns the value; `Binding(get:set:)` runs its closures;
/// `.constant` ignores writes; `.animation(_:)` animates the change it writes.
@MainActor
@Suite("Binding")
struct BindingTests {
  struct Switch: View {
    @Binding var isOn: Bool
    var body: some View {
      Text(isOn ? "on" : "off").onTapGesture { isOn.toggle() }
    }
  }

  struct Owner: View {
    @State var isOn = false
    var body: some View {
      VStack {
        Switch(isOn: $isOn)
        Text(isOn ? "owner on" : "owner off")
      }
    }
  }

  @Test("a child's write through @Binding changes the owner's @State")
  func writeReachesOwner() {
    let hosted = HostedView(Owner())
    hosted.frame()
    hosted.click(text: "off")
    let list = hosted.frame(1)
    #expect(list.texts("on").count == 1)
    #expect(list.texts("owner on").count == 1)
  }

  struct Doubled: View {
    @State var count = 1
    var body: some View {
      VStack {
        Setter(value: Binding(get: { count * 2 }, set: { count = $0 / 2 }))
        Text("count \(count)")
      }
    }
  }

  struct Setter: View {
    @Binding var value: Int
    var body: some View {
      Text("value \(value)").onTapGesture { value = 10 }
    }
  }

  @Test("Binding(get:set:) reads through get (2 × 1) and writes through set (10 / 2)")
  func customBinding() {
    let hosted = HostedView(Doubled())
    #expect(hosted.frame().texts("value 2").count == 1)
    hosted.click(text: "value 2")
    let list = hosted.frame(1)
    #expect(list.texts("count 5").count == 1)
    #expect(list.texts("value 10").count == 1)
  }

  @Test("a .constant(true) binding stays on when written")
  func constantBinding() {
    let hosted = HostedView(Switch(isOn: .constant(true)))
    hosted.frame()
    hosted.click(text: "on")
    #expect(hosted.frame(1).texts("on").count == 1)
  }

  struct Fader: View {
    @State var faded = false
    var body: some View {
      VStack {
        Color.red.frame(width: 50, height: 50).opacity(faded ? 0 : 1)
        Switch(isOn: $faded.animation(.linear(duration: 1)))
      }
    }
  }

  @Test("a write through $value.animation(.linear 1 s) animates: opacity 0.5 after 0.5 s")
  func animatedBinding() {
    let hosted = HostedView(Fader())
    hosted.frame()
    hosted.timeline.move(toFrame: 60)
    hosted.click(text: "off")
    hosted.frame()
    #expect(abs((hosted.frame(90).fills(.red).first?.opacity ?? 0) - 0.5) < 1e-9)
  }

  @Test("wrappedValue and dynamic members are nonisolated: a nonisolated function reads and writes")
  func nonisolatedAccess() {
    var size = CGSize(width: 1, height: 2)
    let binding = Binding(get: { size }, set: { size = $0 })
    #expect(Self.doubledWidth(binding) == 2)
    #expect(size.width == 2)
  }

  /// Doubles the width through `binding`, outside the main actor, as SwiftUI's Binding allows.
  nonisolated static func doubledWidth(_ binding: Binding<CGSize>) -> CGFloat {
    binding.width.wrappedValue *= 2
    return binding.wrappedValue.width
  }
}
