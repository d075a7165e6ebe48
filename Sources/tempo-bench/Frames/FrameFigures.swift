/// One run's figures: milliseconds and heap allocations per frame.
struct FrameFigures {
  /// Wall time to tick the engine.
  var tick: Double
  /// Wall time to lay the scene out and build its display list.
  var list: Double
  /// Wall time to draw the list and present it or read the pixels back (0 without a backend).
  var render: Double
  /// Process CPU time (all threads), tick and list included.
  var cpu: Double
  /// Heap allocations made by the engine's tick.
  var tickAllocations: Double
  /// Heap allocations made by the layout and display-list build.
  var listAllocations: Double
  /// Heap allocations made by the draw (the backend's, its libraries' included).
  var renderAllocations: Double

  /// The display-list build as the issue counts it: tick + layout + display list.
  var build: Double { tick + list }
  /// A whole frame: build + draw.
  var frame: Double { build + render }
  /// Allocations of the build (tick + list).
  var buildAllocations: Double { tickAllocations + listAllocations }
}
