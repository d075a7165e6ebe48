import Tempo
import TempoScene

/// A translucent background style (SwiftUI's `Material`: `.ultraThinMaterial` …
/// `.ultraThickMaterial`, `.bar`).
///
/// SwiftUI blurs what lies behind a material; TempoUI cannot (the display list draws no
/// blur), so a material is a translucent grey — #1C1C1E in the dark appearance, white in the
/// light one — from 35 % opaque (ultra thin) to 90 % (ultra thick), TempoUI's choice, and the
/// first use logs one line saying so.
public struct Material: ShapeStyle, Hashable {
  /// How opaque the material is drawn, 0…1.
  let opacity: Double
}

extension Material: PaintingShapeStyle {
  /// The material's grey, adapted to the appearance when drawn (`.primary`-like).
  var stylePaint: StylePaint { .color(Color.materialMarker.opacity(opacity)) }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material: most of what is behind shows through (35 %).
  public static var ultraThinMaterial: Material { Material(opacity: 0.35) }
  /// The thin material (50 %).
  public static var thinMaterial: Material { Material(opacity: 0.5) }
  /// The regular material (65 %).
  public static var regularMaterial: Material { Material(opacity: 0.65) }
  /// The thick material (80 %).
  public static var thickMaterial: Material { Material(opacity: 0.8) }
  /// The thickest material (90 %).
  public static var ultraThickMaterial: Material { Material(opacity: 0.9) }
  /// A bar's material (as regular).
  public static var bar: Material { Material(opacity: 0.65) }
}
