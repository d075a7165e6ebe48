import TempoScene

/// A view drawn with a content transition (internal): a `Text` (also under modifiers such as
/// `.font`) becomes a new view (a new identity) for each string, inserted and removed with the transition's insertion and
/// removal over the same place, so an animated change plays both; other content only gets
/// the transition in its environment.
struct ContentTransitionView<Content: View>: View {
  let content: Content
  let transition: ContentTransition
  @State private var memory = NumericMemory()

  var body: some View {
    if let string = (content as? any TextContent)?.textContent {
      ZStack {
        content
          .transition(sceneTransition)
          .id(transition.kind == .identity ? "" : string)
      }
      .environment(\.contentTransition, transition)
    } else {
      content.environment(\.contentTransition, transition)
    }
  }

  /// The insertion and removal the new and the old text play.
  private var sceneTransition: AnyTransition {
    switch transition.kind {
    case .identity: .identity
    case .opacity, .interpolate: .opacity
    case .numeric(let countsDown): Self.roll(countsDown: countsDown)
    case .numericValue(let value): Self.roll(countsDown: memory.countsDown(to: value))
    }
  }

  /// The new string pushed in from below (above when counting down), fading.
  static func roll(countsDown: Bool) -> AnyTransition {
    .push(from: countsDown ? .top : .bottom)
  }
}

/// The last value a `numericText(value:)` showed and the direction it last moved (internal).
@MainActor
final class NumericMemory {
  private var last: Double?
  private var down = false

  /// Whether going to `value` counts down (equal values keep the last direction).
  func countsDown(to value: Double) -> Bool {
    if let last, value != last { down = value < last }
    last = value
    return down
  }
}

/// A view showing a string (internal): a `Text`, or a built-in modifier around one.
@MainActor
protocol TextContent {
  /// The string shown, or `nil` when the view is not a text.
  var textContent: String? { get }
}

extension Text: TextContent {
  var textContent: String? { content }
}

extension ModifiedView: TextContent {
  var textContent: String? { (content as? any TextContent)?.textContent }
}
