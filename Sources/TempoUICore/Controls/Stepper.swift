import Tempo
import TempoScene

/// A control that adds or takes away a step, drawn as iOS's stepper (SwiftUI's `Stepper`).
///
/// The label sits on the leading side and the stepper on the trailing one, the control taking
/// the width it is offered (`.labelsHidden()` leaves only the stepper), as ``Toggle`` does.
/// The stepper is a 94 × 32 pt rounded rectangle (radius 8) in iOS's tertiary fill (#767680
/// at 24 % dark, 12 % light), a "−" half and a "+" half split by a 1 × 18 pt separator. A
/// click on a half runs its action; with a value and bounds, a half whose step would leave
/// the bounds is dimmed to 30 % (TempoUI's choice) and takes no click, and a step that
/// overshoots stops at the bound. Disabled, the stepper is at half opacity and takes none.
public struct Stepper<Label: View>: View {
  private let label: Label
  private let increment: (@MainActor () -> Void)?
  private let decrement: (@MainActor () -> Void)?
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.labelsHidden) private var labelsHidden

  /// A stepper running `onIncrement` and `onDecrement` (`nil`: that half is dimmed), with
  /// `onEditingChanged(true)` before and `(false)` after each step, labelled with `label`.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    nonisolated(unsafe) let editing = onEditingChanged
    self.label = label()
    increment = Self.step(onIncrement, editing: editing)
    decrement = Self.step(onDecrement, editing: editing)
  }

  /// A stepper of `value` by `step` within `bounds`, labelled with `label`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    let current = value.wrappedValue
    let up: (() -> Void)? =
      current < bounds.upperBound
      ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
      : nil
    let down: (() -> Void)? =
      current > bounds.lowerBound
      ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
      : nil
    self.init(label: label, onIncrement: up, onDecrement: down, onEditingChanged: onEditingChanged)
  }

  /// A stepper of `value` by `step` without bounds, labelled with `label`.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: label,
      onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
      onEditingChanged: onEditingChanged)
  }

  /// `action` wrapped in `editing(true)` and `editing(false)`, or `nil` with it.
  private static func step(_ action: (() -> Void)?, editing: @escaping (Bool) -> Void)
    -> (@MainActor () -> Void)?
  {
    guard let action else { return nil }
    nonisolated(unsafe) let (run, report) = (action, editing)
    return {
      report(true)
      run()
      report(false)
    }
  }

  /// The stepper's size, in points.
  static var size: CGSize { CGSize(width: 94, height: 32) }
  /// The opacity of a half that cannot step (TempoUI's choice).
  static var dimmedOpacity: Double { 0.3 }

  /// The label, then the stepper on the trailing edge.
  public var body: some View {
    HStack {
      if !labelsHidden {
        label
        Spacer()
      }
      control
    }
  }

  private var control: some View {
    let fill = Color(hex: 0x767680).opacity(colorScheme == .dark ? 0.24 : 0.12)
    return HStack(spacing: 0) {
      half("minus", action: decrement)
      ListMetrics.separatorColor(colorScheme).frame(width: 1, height: 18)
      half("plus", action: increment)
    }
    .frame(width: Self.size.width, height: Self.size.height)
    .background(RoundedRectangle(cornerRadius: 8).fill(fill))
    .opacity(isEnabled ? 1 : 0.5)
  }

  private func half(_ symbol: String, action: (@MainActor () -> Void)?) -> some View {
    Image(systemName: symbol)
      .font(.system(size: 17))
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .contentShape(Rectangle())
      .opacity(action == nil ? Self.dimmedOpacity : 1)
      .onTapGesture { action?() }
  }
}

extension Stepper where Label == Text {
  /// A stepper of `value` by `step` within `bounds`, labelled `title`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(title) },
      onEditingChanged: onEditingChanged)
  }

  /// A stepper of `value` by `step` without bounds, labelled `title`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  /// A stepper running `onIncrement` and `onDecrement`, labelled `title`.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
}
