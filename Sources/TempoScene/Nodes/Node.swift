import Tempo

/// A node of the retained scene tree: a group, a shape or a text.
///
/// Every visual property (opacity, offset, scale, rotation, fixed frame, position…) is animated
/// through the Tempo engine: setting it inside `withAnimation` or `withTransaction` animates it
/// with the engine's full semantics, and reading it gives the model value. ``presentation``
/// gives the values to draw now. Sizes and distances are in points.
@MainActor
public class Node {
  /// The engine that animates this node's properties.
  public let engine: AnimationEngine
  // Not weak: a weak reference gives the parent a side table, and every retain and release of
  // a node with one takes the runtime's slow path. A parent clears its children's references
  // when it deinitialises, so this never points at freed memory.
  /// The node this one is a child of, or `nil` when detached.
  public internal(set) unowned(unsafe) var parent: Node?
  // The stored properties a frame reads skip the dynamic exclusivity checks (they were a third
  // of a display-list build's instructions): only the main actor touches them, never through
  // overlapping accesses.
  /// The children, back to front (later ones are drawn on top).
  @exclusivity(unchecked) public internal(set) var children: [Node] = []
  /// A name for debugging and for finding the node in tests.
  public var name: String?
  /// The node's place in its parent's drawing order: a higher index is drawn above its
  /// siblings and takes taps first; equal indices keep the order of ``children`` (default 0).
  @exclusivity(unchecked) public var zIndex: Double = 0

  // The animated properties are stored inline: one that never animates is read from the
  // node's own memory (see SceneProperty).
  @exclusivity(unchecked) var opacityValue = SceneProperty<Double>(1)
  @exclusivity(unchecked) var offsetValue = SceneProperty<CGSize>(.zero)
  @exclusivity(unchecked) var scaleValue = SceneProperty(CGSize(width: 1, height: 1))
  @exclusivity(unchecked) var rotationValue = SceneProperty<Angle>(.zero)
  @exclusivity(unchecked) var positionValue = OptionalAnimatedProperty<CGPoint>(
    nil, placeholder: .zero)
  @exclusivity(unchecked) var widthValue = OptionalAnimatedProperty<Double>(nil, placeholder: 0)
  @exclusivity(unchecked) var heightValue = OptionalAnimatedProperty<Double>(nil, placeholder: 0)
  let transitionState: TransitionState
  /// The animated properties kept as objects (the transition's, a shadow's, a blur's), to hand
  /// them the node's environment.
  @exclusivity(unchecked) var animatedProperties: [any EnvironmentCarrier] = []

  /// The node's frame from the last layout: origin in the parent's coordinates, size in points.
  @exclusivity(unchecked) public internal(set) var layoutFrame = CGRect.zero
  /// The content's rectangle from the last layout, in the node's local points.
  @exclusivity(unchecked) package internal(set) var contentRect = CGRect.zero

  /// Creates a node animated by `engine`, with identity transform and opacity 1.
  public init(engine: AnimationEngine) {
    self.engine = engine
    transitionState = TransitionState(engine: engine)
    track(transitionState)
  }

  isolated deinit {
    for child in children where child.parent === self { child.parent = nil }
  }

  /// Adds properties whose environment follows the node's.
  func track(_ properties: any EnvironmentCarrier...) {
    animatedProperties += properties
    for property in properties { property.shareEnvironment(environmentBox) }
  }

  /// Changes `property` to `value` under the current transaction (internal).
  func change<T>(_ property: inout SceneProperty<T>, to value: T) {
    property.set(value, transaction: .current, engine: engine, environment: environmentBox)
  }

  /// Changes `property` to `value` under the current transaction (internal).
  func change<T>(_ property: inout OptionalAnimatedProperty<T>, to value: T?) {
    property.set(value, transaction: .current, engine: engine, environment: environmentBox)
  }

  // MARK: Animated properties

  /// The node's own opacity, 0…1, multiplied into its subtree's.
  public var opacity: Double {
    get { opacityValue.value }
    set { change(&opacityValue, to: newValue) }
  }

  /// A visual move, in points, that does not affect layout.
  public var offset: CGSize {
    get { offsetValue.value }
    set { change(&offsetValue, to: newValue) }
  }

  /// A scale factor per axis applied about ``scaleAnchor`` (1 = unscaled).
  public var scale: CGSize {
    get { scaleValue.value }
    set { change(&scaleValue, to: newValue) }
  }

  /// The point of the node's frame that scaling keeps fixed (default: the centre).
  @exclusivity(unchecked) public var scaleAnchor = UnitPoint.center

  /// A clockwise rotation about ``rotationAnchor``.
  public var rotation: Angle {
    get { rotationValue.value }
    set { change(&rotationValue, to: newValue) }
  }

  /// The point of the node's frame that rotation keeps fixed (default: the centre).
  @exclusivity(unchecked) public var rotationAnchor = UnitPoint.center

  /// Where to put the node's centre in its parent's coordinates, in points, instead of where
  /// the parent's layout puts it; `nil` (default) follows the layout.
  public var position: CGPoint? {
    get { positionValue.value }
    set { change(&positionValue, to: newValue) }
  }

  /// A fixed width in points (including padding), or `nil` to take the content's width.
  public var width: Double? {
    get { widthValue.value }
    set { change(&widthValue, to: newValue) }
  }

  /// A fixed height in points (including padding), or `nil` to take the content's height.
  public var height: Double? {
    get { heightValue.value }
    set { change(&heightValue, to: newValue) }
  }

  /// Space in points between the node's frame and its content.
  @exclusivity(unchecked) public var padding = EdgeInsets()

  // MARK: Behaviour

  /// How the node enters and leaves its parent (default: ``Transition/opacity``).
  @exclusivity(unchecked) public var transition = Transition.opacity

  /// Whether the children are drawn only inside the node's frame (the axis-aligned box around
  /// it when it is rotated); default `false`.
  @exclusivity(unchecked) public var clipsChildren = false
  /// A soft shadow drawn below this node and its subtree, or `nil`. While the node has one, a
  /// change of its colour, radius or offset animates under the current transaction.
  public var shadow: Shadow? {
    get { shadowValue?.value }
    set {
      guard let newValue else {
        if let old = shadowValue { animatedProperties.removeAll { $0 === old } }
        shadowValue = nil
        return
      }
      if let shadowValue { return shadowValue.value = newValue }
      let value = AnimatedProperty(newValue, engine: engine)
      shadowValue = value
      track(value)
    }
  }
  /// The shadow's animated colour, radius and offset, while the node has one.
  @exclusivity(unchecked) private var shadowValue: AnimatedProperty<Shadow>?
  /// The shadow to draw now (its animated presentation).
  var presentedShadow: Shadow? { shadowValue?.presentation }

  /// How far, in points, this node and its subtree are blurred (0: not at all); a change
  /// animates under the current transaction. The display list has no blur: the drawing is
  /// ``Shadow/blurCopyCount(radius:)`` copies in its own colours spread from `radius` inside
  /// its edge to `radius` outside, so its edge fades linearly over 2 × `radius` and its inside
  /// stays as opaque as it was.
  public var blurRadius: Double {
    get { blurValue?.value ?? 0 }
    set {
      let radius = newValue.isFinite ? max(newValue, 0) : 0
      if let blurValue { return blurValue.value = radius }
      guard radius > 0 else { return }
      // A node not yet in a tree starts blurred; one already drawn animates from no blur.
      let value = AnimatedProperty(parent == nil ? radius : 0.0, engine: engine)
      blurValue = value
      track(value)
      value.value = radius
    }
  }
  /// The blur's animated radius, once the node has had one.
  @exclusivity(unchecked) private var blurValue: AnimatedProperty<Double>?
  /// Whether the node has had a shadow or a blur (internal: drawing checks this first).
  var hasDrawingEffects: Bool { shadowValue != nil || blurValue != nil || colorFilter != nil }

  /// A filter every colour this node and its subtree draw passes through (hue rotation,
  /// saturation, brightness…), before the filters of the nodes above it; `nil` (the default):
  /// none. It does not animate: an animated filter is set anew at each frame.
  @exclusivity(unchecked) public var colorFilter: ColorMatrix?
  /// The blur radius to draw now, in points.
  var presentedBlurRadius: Double { max(blurValue?.presentation ?? 0, 0) }

  /// Whether the node's subtree is drawn into one offscreen layer, blended at the node's drawn
  /// opacity (its own times its ancestors'), so overlapping parts do not show through each
  /// other (SwiftUI's `compositingGroup()`); default `false`: each part takes the opacity.
  @exclusivity(unchecked) public var isCompositingGroup = false

  /// Whether the node and its subtree can take pointer hits (default `true`).
  @exclusivity(unchecked) public var allowsHitTesting = true

  /// Whether the node and its subtree are left out of the frame and of hit testing, though
  /// they stay in the tree and are laid out (default `false`).
  @exclusivity(unchecked) public var isHidden = false

  /// The outline, in the node's frame, where the node takes hits (SwiftUI's `contentShape`):
  /// inside it the node takes them wherever its children do not, and outside it neither the
  /// node nor its subtree does. `nil` (the default): the node's own content and its children.
  public var hitShape: (@MainActor (CGRect) -> Path)?
  /// Whether ``hitShape`` is filled by the even-odd rule rather than non-zero winding.
  @exclusivity(unchecked) public var hitShapeIsEvenOdd = false

  /// Called when the pointer goes down and up on this node (or a descendant that has no click
  /// handler of its own), on the last click of a row of ``clickCount``.
  public var onClick: (@MainActor () -> Void)?

  /// How many clicks in a row make a click of this node: 2 for a double click (default 1).
  /// Clicks are in a row when each comes at most 0.4 s after the last on the engine's clock and
  /// within 5 points of the first (GTK's double-click time and distance); ``onClick`` runs on
  /// the last click of a row, and the row then starts over.
  public var clickCount = 1
  /// The current row of clicks, toward ``clickCount``.
  var clickRow = ClickRow()

  /// Called with `true` when the pointer enters the node (or a descendant) and `false` when it
  /// leaves.
  public var onHover: (@MainActor (Bool) -> Void)?

  /// Called with `true` when a press that may become a click starts on this node (its
  /// ``onClick`` target), and with `false` when that press ends, clicked or not.
  public var onPressChange: (@MainActor (Bool) -> Void)?

  /// Called with the pointer's location in this node's local points while a press started on
  /// this node (its press target, as for ``onClick``): at the press, at each move and at the
  /// release.
  public var onPressMove: (@MainActor (CGPoint) -> Void)?

  /// Called with a scroll's movement, in points (positive: toward the content's end, down or
  /// right), when the pointer scrolls over this node and no node inside it takes the scroll. A
  /// node with one takes hits over its whole frame, and its children only inside that frame.
  public var onScroll: (@MainActor (CGSize) -> Void)?

  /// The cursor a backend shows while the pointer is over this node; `nil` defers to the parent.
  public var cursor: Cursor?

  /// The overrides this node lays over its parent's environment.
  public var environmentOverrides = EnvironmentValues() {
    didSet { updateEnvironment() }
  }

  /// The node's resolved environment: its parent's with its own overrides on top.
  @exclusivity(unchecked) public internal(set) var environment = EnvironmentValues()
  /// The resolved environment as the node's animated properties see it: they share this box,
  /// so a new environment is one write, not one per property.
  let environmentBox = EnvironmentBox()

  /// Whether the node is playing its removal transition (it is drawn but takes no hits).
  @exclusivity(unchecked) public internal(set) var isLeaving = false
  /// Bumped on every removal and re-insertion, so that a stale detach does nothing.
  var removalGeneration = 0

  /// The values to draw now: the presentation values of the node's animated properties.
  public var presentation: NodePresentation {
    NodePresentation(
      opacity: opacityValue.presentation, offset: offsetValue.presentation,
      scale: scaleValue.presentation, rotation: rotationValue.presentation,
      position: positionValue.presentation, width: widthValue.presentation,
      height: heightValue.presentation,
      transition: transitionState.presentation)
  }

  /// Whether any of the node's own animated properties is animating.
  public var isAnimating: Bool {
    opacityValue.isAnimating || offsetValue.isAnimating || scaleValue.isAnimating
      || rotationValue.isAnimating || positionValue.isAnimating || widthValue.isAnimating
      || heightValue.isAnimating || contentIsAnimating
      || animatedProperties.contains { $0.isAnimating }
  }

  /// Whether a subclass's own animated properties are animating.
  var contentIsAnimating: Bool { false }

  // MARK: Hooks for subclasses (internal)

  /// The content's size for a proposal of the space inside the padding, in points.
  func contentSize(for proposal: ProposedSize, measurer: any TextMeasurer) -> CGSize {
    CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }

  /// Lays out the content in `rect` (the node's local points, inside the padding).
  func placeContent(in rect: CGRect, measurer: any TextMeasurer) {
    contentRect = rect
  }

  /// Appends the node's own drawing (not its children's), in local points mapped by `transform`.
  func drawContent(
    into commands: inout [DrawCommand], transform: AffineTransform2D, opacity: Double
  ) {}

  /// Whether the node's own content (not its children) takes a hit at `point` (local points).
  func contentContains(_ point: CGPoint) -> Bool { false }
}
