import TempoRunner
import TempoUI

/// One example of the gallery (package): its command-line name, its title in the list, the view,
/// and the script and length of its recording.
@MainActor
package struct GalleryExample {
  /// The name `--example` takes, such as `bouncy-button`.
  package let name: String
  /// The title shown in the gallery's list.
  package let title: String
  /// The clicks and typing a recording plays (times in seconds from the start).
  package let script: InputScript
  /// How long a recording lasts, in seconds.
  package let duration: Double
  /// Builds the example's view.
  package let makeView: @MainActor () -> AnyView

  /// The size every example is shown and recorded at, in points.
  package static let size = CGSize(width: 300, height: 200)

  /// The examples, in the gallery's order.
  package static let all: [GalleryExample] = [
    example("bouncy-button", "Bouncy button", 2.5, clicks: [(0.3, "Tap me"), (1.3, "Tap me")]) {
      BouncyButton()
    },
    example("spinner", "Spinner", 2, clicks: []) { Spinner() },
    example("toast", "Toast", 2.7, clicks: [(0.3, "Save")]) { Toast() },
    example(
      "insert-remove", "Insert & remove", 3,
      clicks: [(0.3, "Add"), (0.9, "Add"), (1.5, "Remove"), (2.1, "Remove")]
    ) { InsertRemoveList() },
    example("progress-bar", "Progress bar", 3, clicks: [(0.3, "Advance"), (1.4, "Advance")]) {
      ProgressBar()
    },
    example("shake", "Shake", 2.4, clicks: [(0.3, "Try 1234"), (1.3, "Try 1234")]) { Shake() },
    example(
      "pausable-target", "Pausable & target", 3,
      clicks: [(0.2, "Move"), (0.9, "Pause"), (1.5, "Resume")]
    ) { PausableTarget() },
    example("flip-card", "Flip card", 2.4, clicks: [(0.3, "Flip"), (1.2, "Flip")]) { FlipCard() },
    example("heart-reaction", "Heart reaction", 2.4, clicks: [(0.3, "Like"), (1.4, "Like")]) {
      HeartReaction()
    },
    example("hopping-ball", "Hopping ball", 2.4, clicks: []) { HoppingBall() },
    example(
      "observable-cart", "Observable cart", 2.4, clicks: [(0.3, "Add item"), (1.2, "Add item")]
    ) { ObservableCart() },
    example(
      "list-rows", "List rows", 2.8,
      clicks: [(0.3, "Add"), (0.9, "Add"), (1.5, "Remove"), (2.1, "Remove")]
    ) { ListRows() },
    example("geometry-bar", "Geometry bar", 2.4, clicks: [(0.3, "Fill"), (1.2, "Fill")]) {
      GeometryBar()
    },
    example(
      "message-bubble", "Message bubble", 2.4, clicks: [(0.3, "Type"), (1.2, "Type")]
    ) { MessageBubble() },
    example("lifting-card", "Lifting card", 2.4, clicks: [(0.3, "Lift"), (1.3, "Lift")]) {
      LiftingCard()
    },
    example("celebration", "Celebration", 2.4, clicks: [(0.3, "Celebrate"), (1.2, "Celebrate")]) {
      Celebration()
    },
    example("gradient-ring", "Gradient ring", 2.4, clicks: [(0.3, "Charge"), (1.2, "Charge")]) {
      GradientRing()
    },
    example(
      "search-filter", "Search filter", 2.6,
      script: [
        (0.3, .click(.text("Search fruit"))), (0.7, .type("a")), (1.2, .type("p")),
        (1.7, .type("r")),
      ]
    ) { SearchFilter() },
    example(
      "symbols-images", "Symbols & images", 2.4, clicks: [(0.3, "Alerts"), (0.6, "Grow")]
    ) { SymbolsAndImages() },
    example("world-text", "World text", 2.4, clicks: [(0.3, "Show"), (1.6, "Show")]) {
      WorldText()
    },
  ]

  /// The example called `name`, or nil.
  package static func named(_ name: String) -> GalleryExample? {
    all.first { $0.name == name }
  }

  private static func example<Content: View>(
    _ name: String, _ title: String, _ duration: Double, clicks: [(Double, String)],
    view: @escaping @MainActor () -> Content
  ) -> GalleryExample {
    example(
      name, title, duration, script: clicks.map { ($0.0, .click(.text($0.1))) }, view: view)
  }

  private static func example<Content: View>(
    _ name: String, _ title: String, _ duration: Double,
    script: [(Double, InputScript.Action)], view: @escaping @MainActor () -> Content
  ) -> GalleryExample {
    GalleryExample(
      name: name, title: title,
      script: InputScript(events: script.map { .init(time: $0.0, action: $0.1) }),
      duration: duration, makeView: { AnyView(view()) })
  }
}
