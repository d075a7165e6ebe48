import Tempo

extension GraphicsContext {
  /// How a drawing combines with what is under it (SwiftUI's `GraphicsContext.BlendMode`);
  /// TempoUI draws ``normal`` only, and another mode logs one line.
  public struct BlendMode: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// Over what is under it.
    public static let normal = BlendMode(name: "normal")
    /// Multiplied with what is under it.
    public static let multiply = BlendMode(name: "multiply")
    /// Screened over what is under it.
    public static let screen = BlendMode(name: "screen")
    /// Added to what is under it.
    public static let plusLighter = BlendMode(name: "plusLighter")
    /// Overlaid on what is under it.
    public static let overlay = BlendMode(name: "overlay")

    /// The mode's name.
    public var description: String { "." + name }
  }

  /// Options of ``clip(to:style:options:)`` (SwiftUI's `GraphicsContext.ClipOptions`).
  public struct ClipOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Options of `rawValue`'s bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Keep what is outside the outline instead (not drawn by TempoUI).
    public static let inverse = ClipOptions(rawValue: 1)
  }

  /// Options of a gradient's shading (SwiftUI's `GraphicsContext.GradientOptions`): accepted;
  /// TempoUI pads every gradient with its end colours.
  public struct GradientOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Options of `rawValue`'s bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeat the gradient beyond its ends.
    public static let `repeat` = GradientOptions(rawValue: 1)
    /// Repeat it mirrored.
    public static let mirror = GradientOptions(rawValue: 2)
    /// Mix in linear light.
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  /// A filter (SwiftUI's `GraphicsContext.Filter`): accepted, not drawn.
  public struct Filter: Sendable {
    /// A blur of `radius` points.
    public static func blur(radius: CGFloat) -> Filter { Filter() }
    /// A shadow.
    public static func shadow(
      color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
      y: CGFloat = 0
    ) -> Filter { Filter() }
    /// A multiplication of every colour by `color`.
    public static func colorMultiply(_ color: Color) -> Filter { Filter() }
  }

  /// Options of a filter (SwiftUI's `GraphicsContext.FilterOptions`).
  public struct FilterOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Options of `rawValue`'s bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
  }
}
