import Tempo
import TempoScene

/// A level of the content's style: primary, secondary, tertiary or quaternary (SwiftUI's
/// `HierarchicalShapeStyle`, what `.foregroundStyle(.secondary)` and `.fill(.tertiary)` use).
///
/// TempoUI draws each level as iOS's label colour of that level: the primary colour (white in
/// the dark appearance, black in the light one), then #EBEBF5 (dark) or #3C3C43 (light) at
/// 60 %, 30 % and 18 % opacity. SwiftUI derives the lower levels from the current foreground
/// style instead; with the default foreground they are the same colours.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  /// The level: 0 for primary … 3 for quaternary.
  let level: Int

  /// The first level: the content's own colour.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level (iOS's secondary label colour, 60 % opaque).
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level (iOS's tertiary label colour, 30 % opaque).
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level (iOS's quaternary label colour, 18 % opaque).
  public static let quaternary = HierarchicalShapeStyle(level: 3)

  /// The colour of this level, before the colour scheme is applied.
  var color: Color {
    switch level {
    case 0: Color.primaryMarker
    case 1: Color.secondary
    case 2: Color(hex: 0xEBEBF5, opacity: 0.3)
    default: Color(hex: 0xEBEBF5, opacity: 0.18)
    }
  }
}

extension HierarchicalShapeStyle: PaintingShapeStyle {
  var stylePaint: StylePaint { .color(color) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level of the content's style.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
  /// The second level of the content's style.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
  /// The third level of the content's style.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
  /// The fourth level of the content's style.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
}
