import Tempo

/// The colours as shape styles, so that `.fill(.red)` and `.foregroundStyle(.blue.gradient)`
/// find them (SwiftUI declares the same members; `.primary` and `.secondary` are hierarchical
/// styles there, ``HierarchicalShapeStyle``).
extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { Color.black }
  /// White.
  public static var white: Color { Color.white }
  /// Fully transparent.
  public static var clear: Color { Color.clear }
  /// System grey.
  public static var gray: Color { Color.gray }
  /// System red.
  public static var red: Color { Color.red }
  /// System orange.
  public static var orange: Color { Color.orange }
  /// System yellow.
  public static var yellow: Color { Color.yellow }
  /// System green.
  public static var green: Color { Color.green }
  /// System mint.
  public static var mint: Color { Color.mint }
  /// System teal.
  public static var teal: Color { Color.teal }
  /// System cyan.
  public static var cyan: Color { Color.cyan }
  /// System blue.
  public static var blue: Color { Color.blue }
  /// System indigo.
  public static var indigo: Color { Color.indigo }
  /// System purple.
  public static var purple: Color { Color.purple }
  /// System pink.
  public static var pink: Color { Color.pink }
  /// System brown.
  public static var brown: Color { Color.brown }
}
