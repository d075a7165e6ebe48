/// How a shape's interior is decided (SwiftUI's `FillStyle`).
///
/// TempoUI fills by the non-zero winding rule; asking for the even-odd rule logs one line and
/// fills non-zero. Edges are always anti-aliased.
public struct FillStyle: Equatable, Sendable {
  /// Whether the even-odd rule decides the interior (not drawn by TempoUI).
  public var isEOFilled: Bool
  /// Whether edges are anti-aliased.
  public var isAntialiased: Bool

  /// A fill style; both flags as SwiftUI's defaults (`eoFill` false, `antialiased` true).
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    (isEOFilled, isAntialiased) = (eoFill, antialiased)
  }

  /// Logs one line when the even-odd rule is asked for (internal).
  @MainActor func warnIfEvenOdd() {
    if isEOFilled {
      warnOnce("FillStyle(eoFill: true): TempoUI fills by the non-zero winding rule")
    }
  }
}
