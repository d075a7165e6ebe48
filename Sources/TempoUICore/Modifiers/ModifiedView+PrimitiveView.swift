import Tempo
import TempoScene

extension ModifiedView: PrimitiveView {
  /// The key of the value an `.animation(_:value:)` saw at its last update, in its element's
  /// storage (`nil` before the first).
  private enum AnimationValueKey: ElementStorageKey {
    static var defaultValue: AnyHashable? { nil }
  }

  func makeNode(engine: AnimationEngine) -> Node? {
    switch effect {
    case .node, .background, .overlay, .contentShape, .colorFilter:
      GroupNode(.overlay(), engine: engine)
    default: nil
    }
  }

  func update(node: Node, element: Element) {
    switch effect {
    case .node(let effect): update(node: node, element: element, effect: effect)
    case .contentShape(let shape, let eoFill):
      node.hitShape = shape
      node.hitShapeIsEvenOdd = eoFill
    case .colorFilter(let filter):
      if node.colorFilter != filter { node.colorFilter = filter }
    default: break
    }
  }

  /// Sets the group node's properties from `effect`.
  private func update(node: Node, element: Element, effect: NodeEffect) {
    let opacity = effect.opacity ?? 1
    if node.opacity != opacity { node.opacity = opacity }
    let offset = effect.offset ?? .zero
    if node.offset != offset { node.offset = offset }
    let scale = effect.scale ?? CGSize(width: 1, height: 1)
    node.scaleAnchor = effect.scaleAnchor
    if node.scale != scale { node.scale = scale }
    node.rotationAnchor = effect.rotationAnchor
    let rotation = effect.rotation ?? .zero
    if node.rotation != rotation { node.rotation = rotation }
    node.allowsHitTesting =
      (effect.allowsHitTesting ?? true) && element.environment.isEnabled
    if let action = effect.onTap {
      // The node's handler, set once, runs the element's latest action: a new action (a body
      // evaluated again makes one) is kept, not wrapped in a new handler at each update.
      if element.tapAction == nil {
        let reference = element.reference
        node.onClick = {
          guard let element = reference.element, element.environment.isEnabled,
            let action = element.tapAction
          else { return }
          action()
        }
      }
      element.tapAction = action
    } else if element.tapAction != nil || node.onClick != nil {
      element.tapAction = nil
      node.onClick = nil
    }
    if node.clickCount != effect.tapCount { node.clickCount = effect.tapCount }
    if effect.onPress != nil || node.onPressChange != nil { node.onPressChange = effect.onPress }
    node.clipsChildren = effect.clipCornerRadius != nil
  }

  func children(in context: ElementContext) -> [ChildView] {
    switch effect {
    case .background(let view, _):
      [ChildView(key: 1, view: view), ChildView(key: 0, view: content)]
    case .overlay(let view, _): [ChildView(key: 0, view: content), ChildView(key: 1, view: view)]
    case .id(let id): [ChildView(key: ViewKey(id), view: content)]
    default: [ChildView(key: 0, view: content)]
    }
  }

  func childEnvironment(_ environment: EnvironmentValues, element: Element) -> EnvironmentValues {
    var copy = environment
    switch effect {
    case .environment(let transform): transform(&copy)
    case .foregroundColor(let color):
      copy.foregroundColor = color
      // Only an environment that has a gradient gets the key written: a value stored for it
      // costs every later read a cast.
      if copy.foregroundGradient != nil { copy.foregroundGradient = nil }
    case .font(let font): copy.font = font
    default: return environment
    }
    return copy
  }

  func childTransaction(_ transaction: Transaction, element: Element) -> Transaction {
    switch effect {
    case .animation(let animation, let value):
      let previous = element.storage[AnimationValueKey.self]
      element.storage[AnimationValueKey.self] = value
      guard let previous, previous != value, !transaction.disablesAnimations else {
        return transaction
      }
      var copy = transaction
      copy.animation = animation
      return copy
    default:
      return transactionForDescendantChange(transaction)
    }
  }

  func transactionForDescendantChange(_ transaction: Transaction) -> Transaction {
    switch effect {
    case .animationAlways(let animation):
      guard !transaction.disablesAnimations else { return transaction }
      var copy = transaction
      copy.animation = animation
      return copy
    case .transaction(let transform):
      var copy = transaction
      transform(&copy)
      return copy
    default:
      return transaction
    }
  }

  var transition: Transition? {
    if case .transition(let transition) = effect { return transition }
    return nil
  }

  var zIndex: Double? {
    if case .zIndex(let index) = effect { return index }
    return nil
  }

  var layoutPriority: Double? {
    if case .layoutPriority(let priority) = effect { return priority }
    return nil
  }

  /// The traits in one look at the effect.
  var traits: PrimitiveTraits {
    switch effect {
    case .transaction, .animationAlways:
      PrimitiveTraits(
        isLayoutTransparent: true, editsChildTransactions: true, editsDescendantTransactions: true)
    case .animation: PrimitiveTraits(isLayoutTransparent: true, editsChildTransactions: true)
    case .environment, .foregroundColor, .font:
      PrimitiveTraits(isLayoutTransparent: true)
    case .transition(let transition): PrimitiveTraits(transition: transition)
    case .zIndex(let index): PrimitiveTraits(zIndex: index)
    case .layoutPriority(let priority): PrimitiveTraits(layoutPriority: priority)
    default: PrimitiveTraits()
    }
  }

  /// A modifier that only edits the environment or the transaction leaves its content to the
  /// stack around it, as SwiftUI applies it to each view of a group: `Group { A; B }.font(_:)`
  /// in a `VStack(spacing: 0)` stacks A and B 0 points apart.
  var isLayoutTransparent: Bool {
    switch effect {
    case .environment, .foregroundColor, .font, .transaction, .animation, .animationAlways: true
    default: false
    }
  }

  var layoutFollowsChildren: Bool {
    switch effect {
    case .frame, .flexibleFrame, .padding, .layoutPriority: false
    default: true
    }
  }

  /// A frame or a padding keeps its layout when its sizes and alignment stay, a layout priority
  /// when its value does.
  func keepsLayout(from old: Self, oldEnvironment: EnvironmentValues, element: Element)
    -> Bool
  {
    layoutFollowsChildren || hasSameLayout(as: old)
  }

  /// Whether `old` is a frame or padding of the same sizes and alignment as this one (apart:
  /// the copies of the effects need metadata the cheap check above does not).
  @inline(never) private func hasSameLayout(as old: Self) -> Bool {
    switch (old.effect, effect) {
    case (
      .frame(let oldWidth, let oldHeight, let oldAlignment),
      .frame(let width, let height, let alignment)
    ):
      return oldWidth == width && oldHeight == height && oldAlignment == alignment
    case (.flexibleFrame(let oldFrame), .flexibleFrame(let frame)): return oldFrame == frame
    case (.padding(let oldInsets), .padding(let insets)): return oldInsets == insets
    case (.layoutPriority(let oldPriority), .layoutPriority(let priority)):
      return oldPriority == priority
    default: return false
    }
  }

  func didMount(element: Element) {
    if case .onAppear(let action) = effect { action() }
  }

  func willUnmount(element: Element) {
    if case .onDisappear(let action) = effect { action() }
  }
}
