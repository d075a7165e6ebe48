import Foundation
import TempoScene

/// A view that shows progress (SwiftUI's `ProgressView`): a spinning activity indicator when
/// the progress is unknown, else a bar filled to the fraction done, drawn by the progress view
/// style of its environment (`.progressViewStyle(_:)`: `.automatic`, `.linear`, `.circular`).
///
/// The spinner is iOS's medium activity indicator (``CircularProgressViewStyle``), its label
/// below it; the bar (``LinearProgressViewStyle``) is as wide as offered, its label above and
/// its current-value label below. A value outside `0...total` logs SwiftUI's warning once and
/// is clamped.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  private let fraction: Double?
  private let label: Label?
  private let currentValueLabel: CurrentValueLabel?
  @Environment(\.progressViewStyle) private var style

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// The progress, drawn by the environment's style.
  public var body: some View {
    let configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fraction,
      label: label.map { ProgressViewStyleConfiguration.Label(AnyView($0)) },
      currentValueLabel: currentValueLabel.map {
        ProgressViewStyleConfiguration.CurrentValueLabel(AnyView($0))
      })
    return (style ?? AnyProgressViewStyle(style: DefaultProgressViewStyle()))
      .makeBody(configuration: configuration)
  }

  /// `value` over `total` within 0…1 (`nil`: unknown), warning once when it is outside.
  static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
    guard let value else { return nil }
    let fraction = total > 0 ? Double(value) / Double(total) : 0
    guard (0...1).contains(fraction) else {
      warnOnce(
        "ProgressView initialized with an out-of-bounds progress value. The value will be "
          + "clamped to the range of `0...total`.")
      return min(max(fraction, 0), 1)
    }
    return fraction
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A spinner: progress not known.
  public init() {
    self.init(fraction: nil, label: nil, currentValueLabel: nil)
  }

  /// A bar filled to `value` over `total` (`nil`: a spinner).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(
      fraction: Self.fraction(value, total: total), label: nil,
      currentValueLabel: nil)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner with the label `label` builds.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }

  /// A bar filled to `value` over `total`, with the label `label` builds.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(
      fraction: Self.fraction(value, total: total), label: label(),
      currentValueLabel: nil)
  }
}

extension ProgressView {
  /// A bar filled to `value` over `total`, with a label and a current-value label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, total: total), label: label(),
      currentValueLabel: currentValueLabel())
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner labelled `title`.
  public init<S: StringProtocol>(_ title: S) {
    self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
  }

  /// A bar filled to `value` over `total`, labelled `title`.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(
      fraction: Self.fraction(value, total: total), label: Text(title),
      currentValueLabel: nil)
  }
}
