import TempoUI

/// The keyboard focus mark: a short gray bar (14 × 3 pt capsule), drawn 22 pt below the centre
/// of the focused star; it takes no clicks.
struct FocusMark: View {
  /// The distance between two stars' centres: a 28 pt star and the row's 25 pt spacing.
  static let starStep = 28.0 + 25

  var body: some View {
    Capsule()
      .fill(.gray)
      .frame(width: 14, height: 3)
      .allowsHitTesting(false)
  }
}
