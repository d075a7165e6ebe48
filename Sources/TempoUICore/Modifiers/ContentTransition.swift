import Tempo
import TempoScene

/// How a view animates a change of its own content, such as a `Text`'s string (SwiftUI's
/// `ContentTransition`); it takes effect only when the change has an animation.
///
/// TempoUI draws a changed string as a new text over the old one: `.opacity` and
/// `.interpolate` cross-fade them (TempoUI has no glyph morphing, so `.interpolate` fades as
/// SwiftUI does between different glyphs); `.numericText` rolls the whole string, the new one
/// in from below and the old one out through the top, reversed when counting down (SwiftUI
/// rolls only the digits that change, and blurs them); `.identity` swaps the string at once.
public struct ContentTransition: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case identity, opacity, interpolate
    case numeric(countsDown: Bool)
    case numericValue(Double)
  }

  let kind: Kind

  /// No animation: the new content replaces the old at once.
  public static let identity = ContentTransition(kind: .identity)
  /// The old content fades out while the new one fades in.
  public static let opacity = ContentTransition(kind: .opacity)
  /// Interpolates matching content; different strings cross-fade (as ``opacity`` here).
  public static let interpolate = ContentTransition(kind: .interpolate)

  /// Numbers rolling up (or down, when `countsDown`): the new string comes in from below
  /// (above) while the old one leaves through the top (bottom), each fading.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numeric(countsDown: countsDown))
  }

  /// Numbers rolling in the direction of the change of `value`: up when it grew, down when
  /// it shrank.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numericValue(value))
  }
}

extension EnvironmentValues {
  /// The content transition set around this view with `.contentTransition(_:)` (default
  /// `.opacity`; TempoUI applies a transition only to a `Text` the modifier is on).
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

private enum ContentTransitionKey: EnvironmentKey {
  static var defaultValue: ContentTransition { .opacity }
}

extension View {
  /// Animates changes of this view's content with `transition` when the change has an
  /// animation; applied to a `Text`, a new string cross-fades or rolls in over the old one.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    ContentTransitionView(content: self, transition: transition)
  }
}
