import Tempo
import TempoScene

/// A sheet's card (internal): the content in a rounded card rising from the window's bottom
/// edge, its top `topInset` points below the window's (a full-screen cover: 0, no corners).
///
/// The card is #1C1C1E in the dark appearance and white in the light one (iOS's sheet
/// backgrounds), with 10-point top corners; the content is centred in it, as a window's is.
struct SheetCard<Content: View>: View {
  let content: Content
  let isFullScreen: Bool
  @Environment(\.colorScheme) private var colorScheme

  /// How far below the window's top a sheet's card starts, in points (TempoUI's choice: a
  /// desktop window has no status bar to clear).
  static var topInset: Double { 24 }
  /// The card's corner radius, in points.
  static var cornerRadius: Double { 10 }

  var body: some View {
    let background = colorScheme == .dark ? Color(hex: 0x1C1C1E) : Color(red: 1, green: 1, blue: 1)
    let radius = isFullScreen ? 0 : Self.cornerRadius
    return
      content
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(
        RoundedRectangle(cornerRadius: radius).fill(background).padding(.bottom, -radius)
      )
      .padding(.top, isFullScreen ? 0 : Self.topInset)
      .transition(.move(edge: .bottom))
  }
}
