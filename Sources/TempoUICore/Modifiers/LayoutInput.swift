import TempoScene

/// Checks the numbers a layout modifier is given (internal): an invalid one logs SwiftUI's
/// one-line warning and is replaced, so layout goes on.
@MainActor @usableFromInline
enum LayoutInput {
  /// SwiftUI's warning for a frame dimension that is negative, NaN or infinite.
  static let invalidFrameDimension = "Invalid frame dimension (negative or non-finite)."

  /// `dimension` if it is a finite length ≥ 0 (or `.infinity` where `allowsInfinity`), else
  /// `nil` (unspecified) with ``invalidFrameDimension`` logged.
  @usableFromInline static func frameDimension(_ dimension: Double?, allowsInfinity: Bool = false)
    -> Double?
  {
    guard let dimension else { return nil }
    if dimension >= 0, dimension.isFinite || (allowsInfinity && dimension == .infinity) {
      return dimension
    }
    warnOnce(invalidFrameDimension)
    return nil
  }

  /// `insets` with every non-finite inset replaced by 0 (logged once); negative insets stay,
  /// as SwiftUI lets padding be negative.
  @usableFromInline static func padding(_ insets: EdgeInsets) -> EdgeInsets {
    func finite(_ inset: Double) -> Double {
      if inset.isFinite { return inset }
      warnOnce("Invalid padding amount (non-finite): treated as 0.")
      return 0
    }
    return EdgeInsets(
      top: finite(insets.top), leading: finite(insets.leading), bottom: finite(insets.bottom),
      trailing: finite(insets.trailing))
  }
}
