/// The popup's background pixel watched after one input (``PixelWatch``): when it was first
/// seen fully shown, last seen so, and first seen gone, as bounds in seconds after the input.
///
/// "Fully shown" is the spec's colour, not a value read from the film: the fill (0.9, 0.9, 0.9)
/// at opacity 0.9 over black, ``DemoPixels/popupChannel(opacity:)`` at opacity 1 (230 · 207/255
/// = 186.7 per channel), within 2/255, at a pixel well inside the popup (no anti-aliased edge
/// near it). "Gone" is the black window there (the popup's 8-bit alpha is 0 below opacity
/// 0.0025, the last moments of its easeOut).
struct PopupFilm {
  /// The readings of the popup's background pixel, in order.
  let readings: [PixelWatch.Reading]
  /// When the input was sent.
  let input: SentInput

  /// The popup's background channel when fully shown: 186.7 (0.9 · 255 → 230, alpha 0.81 → 207).
  static let fullChannel = DemoPixels.popupChannel(opacity: 1)

  /// Watches the popup's background pixel in `demo` while `send` sends an input, until
  /// `seconds` after the input was sent.
  static func watch(
    _ demo: DemoWindow, for seconds: Double, after send: () async throws -> SentInput
  ) async throws -> PopupFilm {
    let (x, y) = demo.pixels.popupBackground
    let watch = try await PixelWatch(window: demo.window, x: x, y: y)
    let input = try await send()
    return PopupFilm(readings: try await watch.readings(until: input.ended + seconds), input: input)
  }

  /// Whether `rgb` is the popup fully shown (its known colour within 2/255).
  static func isFullyShown(_ rgb: [Double]) -> Bool {
    rgb.allSatisfy { abs($0 - fullChannel) <= 2 }
  }

  /// The first reading that shows the popup fully shown.
  var firstFull: Int? { readings.firstIndex { Self.isFullyShown($0.rgb) } }

  /// The first reading after ``firstFull`` with no popup.
  var firstGone: Int? {
    guard let firstFull else { return nil }
    return readings[firstFull...].firstIndex { $0.rgb == [0, 0, 0] }
  }

  /// The last reading before ``firstGone`` (or the end) that shows the popup fully shown.
  var lastFull: Int? {
    guard let firstFull else { return nil }
    return readings[firstFull..<(firstGone ?? readings.count)].lastIndex {
      Self.isFullyShown($0.rgb)
    }
  }

  /// The latest time after the input at which reading `index` can have been taken: from the
  /// start of sending the input to the end of the reading.
  func latest(_ index: Int) -> Double { readings[index].ended - input.began }

  /// The earliest time after the input's arrival at which reading `index` can have been taken:
  /// from the end of sending the input to the start of the reading.
  func earliest(_ index: Int) -> Double { readings[index].began - input.ended }

  /// The popup's opacity that reading `index` shows, from its grey channel.
  func opacity(_ index: Int) -> Double { DemoPixels.opacity(fromChannel: readings[index].rgb[0]) }

  /// A one-line summary for messages: each reading's time window and opacity.
  var summary: String {
    readings.indices.map { index in
      "[\(ms(earliest(index)))…\(ms(latest(index))) ms: \((opacity(index) * 100).rounded() / 100)]"
    }.joined(separator: " ")
  }

  private func ms(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }
}
