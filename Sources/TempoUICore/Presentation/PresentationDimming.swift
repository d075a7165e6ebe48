import Tempo
import TempoScene

/// The dimming of the window behind a sheet or an alert (internal): black at `opacity`,
/// fading in and out; it takes the clicks meant for the views under it.
struct PresentationDimming: View {
  let opacity: Double

  /// A sheet's dimming (TempoUI's choice).
  static var sheet: Double { 0.4 }
  /// An alert's dimming, lighter (TempoUI's choice).
  static var alert: Double { 0.25 }

  var body: some View {
    Color(red: 0, green: 0, blue: 0, opacity: opacity)
      .transition(.opacity)
  }
}
