import Tempo
import TempoScene

/// A control that picks a value from a range by dragging a thumb along a track (SwiftUI's
/// `Slider`, drawn as iOS's).
///
/// It takes the width it is offered and is 28 pt tall: a 4 pt capsule track, filled from the
/// leading end to the thumb in blue (the accent colour, or the `.tint`) and grey after it, and
/// a white 28 pt thumb whose centre runs from 14 pt inside one end to 14 pt inside the other.
/// A press anywhere on it moves the thumb under the pointer and the value follows the pointer
/// while the button is held (on iOS only the thumb can be dragged; a desktop slider jumps to
/// the click). The value is `lower + fraction × (upper − lower)`, rounded to the nearest
/// multiple of `step` from `lower` when there is one, and clamped to the range.
/// `onEditingChanged` is told `true` at the press and `false` at the release. Labels are
/// accepted and, as on iOS, not drawn.
public struct Slider<Label: View, ValueLabel: View>: View {
  private let value: Binding<Double>
  private let bounds: ClosedRange<Double>
  private let step: Double?
  private let onEditingChanged: @MainActor (Bool) -> Void
  @Environment(\.tint) private var tint
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.isEnabled) private var isEnabled

  /// The thumb's diameter, which is also the slider's height, in points.
  static var thumbDiameter: Double { 28 }
  /// The track's thickness, in points.
  static var trackThickness: Double { 4 }

  /// The slider and its track.
  public var body: some View {
    GeometryReader { proxy in
      track(width: proxy.size.width)
    }
    .frame(height: Self.thumbDiameter)
  }

  private func track(width: Double) -> some View {
    let diameter = Self.thumbDiameter
    let span = bounds.upperBound - bounds.lowerBound
    let fraction = span > 0 ? min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1) : 0
    let center = diameter / 2 + fraction * max(width - diameter, 0)
    let grey =
      colorScheme == .dark
      ? Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.36)
      : Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)
    let (binding, bounds, step, onEditingChanged) = (value, bounds, step, onEditingChanged)
    return ZStack(alignment: .leading) {
      Rectangle().fill(.clear)
      Capsule().fill(grey).frame(height: Self.trackThickness)
      Capsule().fill(tint ?? .accentColor).frame(width: center, height: Self.trackThickness)
      Circle()
        .fill(.white)
        .frame(width: diameter, height: diameter)
        .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 2)
        .offset(x: center - diameter / 2)
    }
    .frame(width: width, height: diameter)
    .opacity(isEnabled ? 1 : 0.5)
    .onPressMove(
      pressed: { onEditingChanged($0) },
      moved: { location, size in
        let newValue = Self.value(
          atX: location.x, width: size.width, in: bounds, step: step)
        if binding.wrappedValue != newValue { binding.wrappedValue = newValue }
      })
  }

  /// The value under a pointer at `x` points across a slider `width` points wide.
  static func value(atX x: Double, width: Double, in bounds: ClosedRange<Double>, step: Double?)
    -> Double
  {
    let usable = width - thumbDiameter
    let fraction = usable > 0 ? min(max((x - thumbDiameter / 2) / usable, 0), 1) : 0
    var value = bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound)
    if let step, step > 0 {
      value = bounds.lowerBound + ((value - bounds.lowerBound) / step).rounded() * step
      if value > bounds.upperBound { value -= step }
    }
    return min(max(value, bounds.lowerBound), bounds.upperBound)
  }

  /// A slider of `value` in `bounds`, moving by `step` (the shared initialiser).
  init<V: BinaryFloatingPoint>(
    binding value: Binding<V>, bounds: ClosedRange<V>, step: V?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(
      get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
    self.onEditingChanged = onEditingChanged
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider of `value` in `bounds` (0…1 by default), continuous.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(binding: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
  }

  /// A slider of `value` in `bounds` (0…1 by default), moving by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      binding: value, bounds: bounds, step: V(step), onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider of `value` in `bounds` with a label (not drawn, as on iOS).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(binding: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
  }

  /// A slider of `value` in `bounds` moving by `step`, with a label (not drawn, as on iOS).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      binding: value, bounds: bounds, step: V(step), onEditingChanged: onEditingChanged)
  }
}
