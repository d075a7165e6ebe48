import Tempo
import TempoScene

/// A view with one built-in modifier applied (internal): every modifier TempoUI provides is a
/// ``ViewEffect`` on its content.
@usableFromInline struct ModifiedView<Content: View>: View {
  let content: Content
  let effect: ViewEffect

  /// The modifiers bodies use most are inlinable and make their view here, so a body's call is
  /// specialised for its content (no run-time look-up of `ModifiedView<Content>`'s metadata).
  @usableFromInline init(content: Content, effect: ViewEffect) {
    self.content = content
    self.effect = effect
  }

  @usableFromInline typealias Body = Never
}

/// What a built-in modifier does (internal).
@usableFromInline enum ViewEffect {
  /// Edits the environment the content sees (colours, appearance, `.environment`).
  case environment(@MainActor (inout EnvironmentValues) -> Void)
  /// Sets the foreground colour the content sees (a value, not a closure: a body evaluated
  /// again gives an equal modifier, and the content is left alone when it did not change).
  case foregroundColor(Color?)
  /// Sets the font the content sees (a value, as ``foregroundColor(_:)``).
  case font(Font?)
  /// Draws the content in a group node with these properties.
  case node(NodeEffect)
  /// Draws the content in a group node that takes hits inside this outline of its frame
  /// (`contentShape`), filled by the even-odd rule when `eoFill`.
  case contentShape(@MainActor (CGRect) -> Path, eoFill: Bool)
  /// Draws the content in a group node whose colours pass through this filter
  /// (`hueRotation`, `saturation`, …).
  case colorFilter(ColorMatrix)
  /// Offers the content a fixed size in either axis and aligns it in the result.
  case frame(width: Double?, height: Double?, alignment: Alignment)
  /// Clamps the content's size between these bounds in either axis and aligns it.
  case flexibleFrame(FlexibleFrame)
  /// Insets the content.
  case padding(EdgeInsets)
  /// Draws a view behind the content, sized to it.
  case background(any View, alignment: Alignment)
  /// Draws a view in front of the content, sized to it.
  case overlay(any View, alignment: Alignment)
  /// Inserts and removes the content with this transition.
  case transition(Transition)
  /// Orders the content among its siblings when drawn and tapped.
  case zIndex(Double)
  /// Ranks the content in its stack's layout: higher priorities are offered space first.
  case layoutPriority(Double)
  /// Gives changes in the content this animation when `value` changed since the last update.
  case animation(Animation?, value: AnyHashable)
  /// Gives changes in the content this animation always (the deprecated value-less form).
  case animationAlways(Animation?)
  /// Edits the transaction the content's changes use.
  case transaction(@MainActor (inout Transaction) -> Void)
  /// Gives the content an explicit identity.
  case id(AnyHashable)
  /// Runs an action when the content appears.
  case onAppear(@MainActor () -> Void)
  /// Runs an action when the content disappears.
  case onDisappear(@MainActor () -> Void)
}

/// The group-node properties a modifier sets (internal).
@usableFromInline struct NodeEffect {
  var opacity: Double?
  var offset: CGSize?
  var scale: CGSize?
  var scaleAnchor: UnitPoint = .center
  var rotation: Angle?
  var rotationAnchor: UnitPoint = .center
  var onTap: (@MainActor () -> Void)?
  /// How many clicks in a row make a tap (``onTap``'s count).
  var tapCount = 1
  var onPress: (@MainActor (Bool) -> Void)?
  var allowsHitTesting: Bool?
  var clipCornerRadius: Double?
  /// The outline a fill of the whole clipped view takes (with ``clipCornerRadius`` set).
  var clipOutline: ClipOutline = .roundedRectangle
}

/// The outline of a clip (internal): what a colour filling the whole clipped view is drawn as.
enum ClipOutline {
  /// A rectangle with the clip's corner radius.
  case roundedRectangle
  /// A capsule: ends of half the shorter side.
  case capsule
  /// A circle centred in the view, as wide as its shorter side.
  case circle
  /// An ellipse filling the view.
  case ellipse
}

/// The bounds of a flexible frame, in points (internal).
@usableFromInline struct FlexibleFrame: Equatable {
  var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
  var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
  var alignment: Alignment
}

extension View {
  /// This view with `effect` applied (internal).
  func modified(_ effect: ViewEffect) -> ModifiedView<Self> {
    ModifiedView(content: self, effect: effect)
  }
}
