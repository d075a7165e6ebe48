import TempoScene

/// The placeholder shows the modified view as it is, seen through by stacks (internal).
extension _ViewModifier_Content: PrimitiveView {
  func children(in context: ElementContext) -> [ChildView] {
    [ChildView(key: 0, view: content)]
  }

  var isLayoutTransparent: Bool { true }

  var layoutFollowsChildren: Bool { true }
}
