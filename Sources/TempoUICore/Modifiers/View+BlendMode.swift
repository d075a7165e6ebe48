import TempoScene

/// How a view's colours mix with what is under it (SwiftUI's `BlendMode`): TempoUI draws
/// `.normal` alone; another mode logs one line and draws normally.
public enum BlendMode: Hashable, Sendable, CaseIterable {
  /// Over what is below.
  case normal
  /// Multiplied.
  case multiply
  /// Screened.
  case screen
  /// Overlaid.
  case overlay
  /// The darker.
  case darken
  /// The lighter.
  case lighten
  /// Colour dodge.
  case colorDodge
  /// Colour burn.
  case colorBurn
  /// Soft light.
  case softLight
  /// Hard light.
  case hardLight
  /// The difference.
  case difference
  /// The exclusion.
  case exclusion
  /// The hue.
  case hue
  /// The saturation.
  case saturation
  /// The colour.
  case color
  /// The luminosity.
  case luminosity
  /// Source atop.
  case sourceAtop
  /// Destination over.
  case destinationOver
  /// Destination out.
  case destinationOut
  /// Plus darker.
  case plusDarker
  /// Plus lighter.
  case plusLighter
}

/// Why a view is drawn as a placeholder (SwiftUI's `RedactionReasons`): accepted.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  /// The reasons, as bits.
  public let rawValue: Int
  /// Creates reasons from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A placeholder while data loads.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Private data hidden.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Data not yet valid.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension View {
  /// Mixes this view's colours with what is under it by `blendMode`: TempoUI draws `.normal`;
  /// another mode logs one line and the view is drawn normally.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    if blendMode != .normal {
      warnOnce("TempoUI draws blendMode(.\(blendMode)) as .normal: its renderers blend normally")
    }
    return self
  }

  /// Draws this view as a placeholder for `reason`: TempoUI logs one line and draws the view
  /// as it is (no redaction boxes).
  public func redacted(reason: RedactionReasons) -> some View {
    if !reason.isEmpty {
      warnOnce("TempoUI draws redacted(reason:) views as they are, without placeholder boxes")
    }
    return self
  }

  /// Draws this view unredacted: the view as it is.
  public func unredacted() -> some View { self }
}
