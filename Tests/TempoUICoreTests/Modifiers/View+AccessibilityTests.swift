import TempoScene
import TempoUICore
import Testing

/// The accessibility modifiers compile and leave the view as it is.
@MainActor
@Suite("Accessibility modifiers")
struct ViewAccessibilityTests {
  @Test(
    "a button with every accessibility modifier and help draws the same display list as without")
  func sameDisplayList() {
    let plain = Button("Send") {}
    let annotated = Button("Send") {}
      .accessibilityLabel("Send message").accessibilityLabel(Text("Send"))
      .accessibilityHint("Sends it").accessibilityValue("3 words")
      .accessibilityIdentifier("send").accessibilityHidden(false)
      .accessibilityAddTraits([.isButton, .isSelected]).accessibilityRemoveTraits(.isImage)
      .accessibilityElement(children: .combine).accessibilitySortPriority(1)
      .help("Send the message")
    #expect(HostedView(annotated).frame().drawn == HostedView(plain).frame().drawn)
  }

  @Test("traits form a set: [.isButton, .isSelected] contains .isButton and not .isHeader")
  func traitsAreASet() {
    let traits: AccessibilityTraits = [.isButton, .isSelected]
    #expect(traits.contains(.isButton))
    #expect(!traits.contains(.isHeader))
  }
}
