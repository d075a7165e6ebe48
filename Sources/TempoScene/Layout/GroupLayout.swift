/// How a ``GroupNode`` arranges its children.
public enum GroupLayout: Hashable, Sendable {
  /// Children on top of each other (SwiftUI's `ZStack`), aligned within the largest.
  case overlay(alignment: Alignment = .center)
  /// Children left to right with `spacing` points between them (SwiftUI's `HStack`).
  case horizontal(spacing: Double = 8, alignment: VerticalAlignment = .center)
  /// Children top to bottom with `spacing` points between them (SwiftUI's `VStack`).
  case vertical(spacing: Double = 8, alignment: HorizontalAlignment = .center)
}
