/// What an ``DrawCommand/image(_:rect:clip:tint:transform:opacity:)`` command draws: an image
/// file or a glyph of the icon font, rasterised by the backend at the size it is drawn.
public enum ImageSource: Hashable, Sendable {
  /// A PNG, JPEG or SVG file at an absolute path, drawn in its own colours (or as a mask in
  /// the tint, when the command has one).
  case file(String)
  /// A glyph of the icon font (Material Icons, Debian's `fonts-material-design-icons-iconfont`)
  /// by its code point: the glyph's em square fills the command's rectangle, drawn in the tint.
  case iconGlyph(UInt32)

  /// The icon font's file, where Debian installs it.
  public static let iconFontPath =
    "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
}
