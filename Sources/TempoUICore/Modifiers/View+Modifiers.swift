import Tempo
import TempoScene

// The modifiers that bodies use most (`foregroundColor`, `font`, `frame`, `padding`) are
// inlinable and hand their work to an internal function of concrete result type: the caller
// then knows the type behind their `some View`. Otherwise every evaluation of a body asks the
// runtime for it (about 1,000 instructions per modifier).
extension View {
  /// Sets the colour of text, symbols and shapes in this view.
  @inlinable public func foregroundColor(_ color: Color?) -> some View {
    withForegroundColor(color)
  }

  /// The modified view ``foregroundColor(_:)`` returns.
  @inlinable func withForegroundColor(_ color: Color?) -> ModifiedView<Self> {
    ModifiedView(content: self, effect: .foregroundColor(color))
  }

  /// Sets the style of text, symbols and shapes in this view: a colour, or a gradient placed
  /// in each text's, shape's or symbol's frame.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    let paint = stylePaint(of: style)
    return modified(
      .environment {
        $0.foregroundColor = paint.firstColor
        if case .gradient(let gradient) = paint {
          $0.foregroundGradient = gradient
        } else if $0.foregroundGradient != nil {
          $0.foregroundGradient = nil
        }
      })
  }

  /// Sets the font of text and symbols in this view.
  @inlinable public func font(_ font: Font?) -> some View { withFont(font) }

  /// The modified view ``font(_:)`` returns.
  @inlinable func withFont(_ font: Font?) -> ModifiedView<Self> {
    ModifiedView(content: self, effect: .font(font))
  }

  /// Sets an environment value for this view and the views inside it.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    nonisolated(unsafe) let value = value
    return modified(.environment { $0[keyPath: keyPath] = value })
  }

  /// Sets the appearance of this view (`.dark` is TempoUI's default, as the seed's).
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modified(.environment { $0.colorScheme = colorScheme ?? .dark })
  }

  /// Disables taps on controls in this view when `disabled` is true.
  public func disabled(_ disabled: Bool) -> some View {
    modified(.environment { $0.isEnabled = $0.isEnabled && !disabled })
  }

  /// Draws this view at `opacity` (0…1).
  public func opacity(_ opacity: Double) -> some View {
    modified(.node(NodeEffect(opacity: opacity)))
  }

  /// Moves this view by `offset` points without changing its layout.
  public func offset(_ offset: CGSize) -> some View {
    modified(.node(NodeEffect(offset: offset)))
  }

  /// Moves this view by `x` and `y` points without changing its layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }

  /// Scales this view by `scale` around `anchor`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// Scales this view by `scale` in each axis around `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modified(.node(NodeEffect(scale: scale, scaleAnchor: anchor)))
  }

  /// Scales this view by `x` and `y` around `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View
  {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Rotates this view by `angle` around `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modified(.node(NodeEffect(rotation: angle, rotationAnchor: anchor)))
  }

  /// Runs `action` when this view is tapped (clicked) `count` times in a row: 2 for a double
  /// click (clicks at most 0.4 s apart, within 5 points of the first).
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> some View
  {
    if count < 1 {
      warnOnce("onTapGesture(count: \(count)): a count below 1 is taken as 1")
    }
    return modified(.node(NodeEffect(onTap: action, tapCount: max(count, 1))))
  }

  /// Runs `action` with the tap's location (in `coordinateSpace`: the view's own points by
  /// default, or the window's) when this view is tapped `count` times in a row, as
  /// ``onTapGesture(count:perform:)`` counts them.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping @MainActor (CGPoint) -> Void
  ) -> some View {
    gesture(
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { value in
        action(value.location)
      })
  }

  /// Whether this view and the views inside it take taps.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modified(.node(NodeEffect(allowsHitTesting: enabled)))
  }

  /// Draws this view above its siblings with a lower `value` and below those with a higher one
  /// (default 0; equal values keep their order in the container); it also orders taps.
  public func zIndex(_ value: Double) -> some View {
    modified(.zIndex(value))
  }

  /// Ranks this view in its stack's layout (default 0): a stack offers space to its higher
  /// priorities first, keeping back only the minimum sizes of the lower ones.
  public func layoutPriority(_ value: Double) -> some View {
    modified(.layoutPriority(value))
  }

  /// Clips this view to a rectangle with corners of `radius` points.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modified(.node(NodeEffect(clipCornerRadius: Double(radius))))
  }

  /// Clips what this view draws to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    modified(.node(NodeEffect(clipCornerRadius: 0)))
  }

  /// Clips this view to `shape`: to its frame, with what fills the whole view taking the
  /// shape's outline (a rounded rectangle's corners, a capsule, a circle or an ellipse).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modified(.node(clipEffect(for: shape)))
  }

  /// The node effect that clips to `shape`'s frame with its outline (internal).
  func clipEffect<S: Shape>(for shape: S) -> NodeEffect {
    var effect = NodeEffect(clipCornerRadius: 0)
    switch shape {
    case let rounded as RoundedRectangle: effect.clipCornerRadius = rounded.cornerRadius
    case is Capsule: effect.clipOutline = .capsule
    case is Circle: effect.clipOutline = .circle
    case is Ellipse: effect.clipOutline = .ellipse
    default: break
    }
    return effect
  }

  /// Offers this view `width` × `height` points (either may be `nil`: the view's own) and
  /// aligns it in that frame.
  @inlinable public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    withFrame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment)
  }

  /// The modified view ``frame(width:height:alignment:)`` returns.
  @inlinable func withFrame(width: Double?, height: Double?, alignment: Alignment)
    -> ModifiedView<Self>
  {
    ModifiedView(
      content: self,
      effect: .frame(
        width: LayoutInput.frameDimension(width), height: LayoutInput.frameDimension(height),
        alignment: alignment))
  }

  /// Clamps this view's size between bounds in each axis (`.infinity` to fill), aligned.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modified(
      .flexibleFrame(
        FlexibleFrame(
          minWidth: LayoutInput.frameDimension(minWidth.map(Double.init)),
          idealWidth: LayoutInput.frameDimension(idealWidth.map(Double.init)),
          maxWidth: LayoutInput.frameDimension(maxWidth.map(Double.init), allowsInfinity: true),
          minHeight: LayoutInput.frameDimension(minHeight.map(Double.init)),
          idealHeight: LayoutInput.frameDimension(idealHeight.map(Double.init)),
          maxHeight: LayoutInput.frameDimension(maxHeight.map(Double.init), allowsInfinity: true),
          alignment: alignment)))
  }

  /// Insets this view by 16 points on every edge.
  @inlinable public func padding() -> some View { withPadding(EdgeInsets(all: 16)) }

  /// Insets this view by `length` points on every edge (a non-finite length: 0, logged).
  @inlinable public func padding(_ length: CGFloat) -> some View {
    withPadding(EdgeInsets(all: Double(length)))
  }

  /// Insets this view by `insets` (a non-finite inset: 0, logged).
  @inlinable public func padding(_ insets: EdgeInsets) -> some View { withPadding(insets) }

  /// The modified view ``padding(_:)`` returns.
  @inlinable func withPadding(_ insets: EdgeInsets) -> ModifiedView<Self> {
    ModifiedView(content: self, effect: .padding(LayoutInput.padding(insets)))
  }

  /// Insets the given edges of this view by `length` points (16 when `nil`).
  public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View {
    let inset = Double(length ?? 16)
    return padding(
      EdgeInsets(
        top: edges.contains(.top) ? inset : 0, leading: edges.contains(.leading) ? inset : 0,
        bottom: edges.contains(.bottom) ? inset : 0,
        trailing: edges.contains(.trailing) ? inset : 0))
  }

  /// Draws `background` behind this view, offered this view's size.
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    modified(.background(background, alignment: alignment))
  }

  /// Fills the space behind this view with `style` (a colour or gradient), its size; the safe
  /// area edges do not matter on a desktop window. (A colour or gradient given as a view takes
  /// ``background(_:alignment:)``, which draws the same.)
  @_disfavoredOverload
  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    modified(
      .background(
        StyleFill(paint: stylePaint(of: style), shadow: styleShadow(of: style)),
        alignment: .center))
  }

  /// Fills `shape` behind this view with `style`, in this view's frame.
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modified(.background(shape.fill(style, style: fillStyle), alignment: .center))
  }

  /// Draws the view `content` builds behind this view, offered this view's size.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    modified(.background(content(), alignment: alignment))
  }

  /// Draws `overlay` in front of this view, offered this view's size.
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    modified(.overlay(overlay, alignment: alignment))
  }

  /// Draws the view `content` builds in front of this view, offered this view's size.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    modified(.overlay(content(), alignment: alignment))
  }

  /// Inserts and removes this view with `transition` (`.opacity` by default).
  public func transition(_ transition: AnyTransition) -> some View {
    modified(.transition(transition))
  }

  /// Animates the changes in this view with `animation` when `value` has changed since the
  /// last update (`nil`: without animation).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modified(.animation(animation, value: AnyHashable(EquatableBox(value))))
  }

  /// Animates every change in this view with `animation` (deprecated in SwiftUI; use
  /// ``animation(_:value:)``).
  @available(*, deprecated, message: "Use animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View {
    modified(.animationAlways(animation))
  }

  /// Edits the transaction of the changes in this view.
  public func transaction(_ transform: @escaping @MainActor (inout Transaction) -> Void)
    -> some View
  {
    modified(.transaction(transform))
  }

  /// Gives this view an explicit identity: a new `id` makes it a new view (state reset,
  /// transitions played).
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modified(.id(AnyHashable(id)))
  }

  /// Runs `action` after this view first appears.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modified(.onAppear(action ?? {}))
  }

  /// Runs `action` when this view is removed.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modified(.onDisappear(action ?? {}))
  }
}

/// An `Equatable` value made hashable by equality alone (internal), for `.animation(_:value:)`.
struct EquatableBox<Value: Equatable>: Hashable {
  let value: Value
  init(_ value: Value) { self.value = value }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) {}
}
