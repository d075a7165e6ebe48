/// One run's figures, in milliseconds per frame.
struct FrameFigures {
  /// Wall time to tick the engine and build the display list.
  var build: Double
  /// Wall time to draw the list and present it or read the pixels back.
  var render: Double
  /// Process CPU time (all threads), build included.
  var cpu: Double
}
