import TempoScene
import Testing

@testable import TempoUICore

/// `@FocusState` with `.focused(_:)` and `.focused(_:equals:)`, in a 480 × 320 window.
@MainActor
@Suite("FocusState")
struct FocusStateTests {
  struct Login: View {
    enum Field: Hashable { case user, password }
    @State var user = ""
    @State var password = ""
    @FocusState var focus: Field?
    var body: some View {
      VStack {
        TextField("User", text: $user)
          .focused($focus, equals: .user)
          .onSubmit { focus = .password }
        SecureField("Password", text: $password)
          .focused($focus, equals: .password)
        Text(label)
        Button("Sign in") { focus = .user }
        Button("Done") { focus = nil }
      }
    }
    var label: String {
      switch focus {
      case .user: "focus user"
      case .password: "focus password"
      case nil: "focus none"
      }
    }
  }

  @Test("the state reads nil until a field has focus, then that field's value")
  func stateFollowsClicks() {
    let hosted = HostedView(Login())
    #expect(hosted.frame().texts("focus none").count == 1)
    hosted.click(text: "Password")
    #expect(hosted.frame().texts("focus password").count == 1)
    hosted.click(text: "User")
    #expect(hosted.frame().texts("focus user").count == 1)
  }

  @Test("setting the state focuses its field: typed text goes there; nil takes the focus away")
  func settingStateMovesFocus() {
    let hosted = HostedView(Login())
    hosted.frame()
    hosted.click(text: "Sign in")
    #expect(hosted.frame().texts("focus user").count == 1)
    hosted.host.typeText("ada")
    #expect(hosted.frame().texts("ada").count == 1)
    hosted.click(text: "Done")
    #expect(hosted.frame().texts("focus none").count == 1)
    #expect(!hosted.host.typeText("x"))
  }

  @Test("an onSubmit that sets the state moves the focus on Return, as the login sample does")
  func submitMovesToNextField() {
    let hosted = HostedView(Login())
    hosted.frame()
    hosted.click(text: "User")
    hosted.frame()
    hosted.host.keyPress(KeyPress(key: .return))
    #expect(hosted.frame().texts("focus password").count == 1)
    hosted.host.typeText("pw")
    #expect(hosted.frame().texts("\u{2022}\u{2022}").count == 1)
  }

  struct Flag: View {
    @State var text = ""
    @FocusState var isFocused: Bool
    var body: some View {
      VStack {
        TextField("Name", text: $text).focused($isFocused)
        Text(isFocused ? "on" : "off")
        Button("Focus") { isFocused = true }
      }
      .onAppear { isFocused = true }
    }
  }

  @Test("a Bool state set in onAppear focuses its field in the first update")
  func boolStateOnAppear() {
    let hosted = HostedView(Flag())
    hosted.frame()
    #expect(hosted.frame().texts("on").count == 1)
    #expect(hosted.host.typeText("x"))
  }

  @Test("Return clears a Bool state, and setting it true again refocuses the field")
  func boolStateRoundTrip() {
    let hosted = HostedView(Flag())
    hosted.frame()
    hosted.frame()
    hosted.host.keyPress(KeyPress(key: .return))
    #expect(hosted.frame().texts("off").count == 1)
    hosted.click(text: "Focus")
    #expect(hosted.frame().texts("on").count == 1)
  }

  struct Child: View {
    @FocusState.Binding var isFocused: Bool
    @Binding var text: String
    var body: some View {
      TextField("Child", text: $text).focused($isFocused)
    }
  }

  struct Parent: View {
    @State var text = ""
    @FocusState var isFocused: Bool
    var body: some View {
      VStack {
        Child(isFocused: $isFocused, text: $text)
        Text(isFocused ? "child focused" : "child not focused")
      }
    }
  }

  @Test("a FocusState.Binding handed to a child view follows the child's field")
  func bindingInChild() {
    let hosted = HostedView(Parent())
    #expect(hosted.frame().texts("child not focused").count == 1)
    hosted.click(text: "Child")
    #expect(hosted.frame().texts("child focused").count == 1)
  }

  struct Removable: View {
    @State var shows = true
    @FocusState var isFocused: Bool
    var body: some View {
      VStack {
        if shows { TextField("Gone", text: .constant("")).focused($isFocused) }
        Text(isFocused ? "yes" : "no")
        Button("Hide") { shows = false }
      }
    }
  }

  @Test("removing the focused field takes the focus away and clears the state")
  func removedFieldLosesFocus() {
    let hosted = HostedView(Removable())
    hosted.frame()
    hosted.click(text: "Gone")
    #expect(hosted.frame().texts("yes").count == 1)
    hosted.click(text: "Hide")
    hosted.frame()
    #expect(hosted.frame().texts("no").count == 1)
    #expect(!hosted.host.typeText("x"))
  }
}
