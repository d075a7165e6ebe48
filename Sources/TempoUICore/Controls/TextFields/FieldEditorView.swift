import Tempo
import TempoScene

/// What a text field does with the keyboard and with focus (internal): the focus coordinator
/// calls these on the focused field.
@MainActor
struct FieldActions {
  /// Whether the field takes focus (it is enabled).
  var isFocusable: Bool
  /// Inserts typed text at the caret.
  var insert: (String) -> Void
  /// Applies an editing key (Backspace, Delete, the arrows, Home, End); whether it is one.
  var edit: (KeyEquivalent) -> Bool
  /// Return: submits the field.
  var submit: () -> Void
  /// The field gained (`true`) or lost focus.
  var focusChanged: (Bool) -> Void
}

/// A text field's editing surface (internal): its content is drawn in a group node that a
/// click focuses, and the focus coordinator finds the field's actions here.
struct FieldEditorView<Content: View>: View {
  let content: Content
  let actions: FieldActions

  typealias Body = Never
}

/// A view that edits text (internal), found by the focus coordinator.
@MainActor
protocol TextEditingView {
  /// The field's actions as of its latest update.
  var actions: FieldActions { get }
}

extension FieldEditorView: TextEditingView {}

extension FieldEditorView: PrimitiveView {
  func makeNode(engine: AnimationEngine) -> Node? {
    GroupNode(.overlay(), engine: engine)
  }

  func update(node: Node, element: Element) {
    node.allowsHitTesting = actions.isFocusable
    node.cursor = .iBeam
    guard node.onClick == nil else { return }
    // The whole field takes the click, its empty part too.
    node.hitShape = { @MainActor rect in Rectangle().path(in: rect) }
    let reference = element.reference
    node.onClick = {
      guard let element = reference.element else { return }
      element.graph.focus.focus(element)
    }
  }

  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  var layoutFollowsChildren: Bool { true }

  func didUpdate(element: Element) {
    guard !actions.isFocusable, element.graph.focus.focusedElement === element else { return }
    // Disabled while focused: the field gives up its focus, as a disabled control cannot
    // keep it.
    element.graph.runAfterUpdate { element.graph.focus.focus(nil) }
  }

  func willUnmount(element: Element) {
    element.graph.focus.fieldWillUnmount(element)
  }
}
