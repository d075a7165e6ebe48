import TempoScene

/// The kinds of content shape a view can define (SwiftUI's `ContentShapeKinds`): TempoUI hit
/// tests with `.interaction` alone; the others are accepted.
public struct ContentShapeKinds: OptionSet, Sendable {
  /// The kinds, as bits.
  public let rawValue: Int
  /// Creates kinds from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Where the view takes pointer hits.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// The shape a drag preview takes.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// The shape a context menu preview takes.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// The shape of a hover effect.
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// The shape for accessibility.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}

extension View {
  /// Makes this view take taps and gestures everywhere inside `shape` laid out in its frame,
  /// empty space included, and nowhere outside it (an `HStack` with a `Spacer` is tappable
  /// across the spacer with `.contentShape(Rectangle())`). The even-odd rule with `eoFill`.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    nonisolated(unsafe) let shape = shape
    return modified(.contentShape({ @MainActor rect in shape.path(in: rect) }, eoFill: eoFill))
  }

  /// Sets the content shape of `kinds`: with `.interaction`, where the view takes hits (see
  /// ``contentShape(_:eoFill:)``); the other kinds change nothing TempoUI draws.
  public func contentShape<S: Shape>(
    _ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false
  ) -> some View {
    nonisolated(unsafe) let shape = shape
    // Only `.interaction` changes what TempoUI does: the others leave the view as it is.
    guard kinds.contains(.interaction) else { return modified(.transaction { _ in }) }
    return modified(.contentShape({ @MainActor rect in shape.path(in: rect) }, eoFill: eoFill))
  }
}
