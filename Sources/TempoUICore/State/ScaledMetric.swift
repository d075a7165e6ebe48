import Tempo
import TempoScene

/// A number that grows and shrinks with the reader's text size (SwiftUI's `ScaledMetric`):
/// `@ScaledMetric var iconSize = 24.0`.
///
/// The value is scaled by the body text size at the environment's ``DynamicTypeSize`` over its
/// size at `.large` (17 pt), so at the default size it is the value given. TempoUI scales every
/// text style by body's ratios (SwiftUI's differ a little per style).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let baseValue: Value
  private let textStyle: Font.TextStyle
  private let box = EnvironmentBox()

  /// A metric of `wrappedValue` at the default text size, scaled as body text is.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  /// A metric of `wrappedValue` at the default text size, scaled as `textStyle` is.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    (baseValue, self.textStyle) = (wrappedValue, textStyle)
  }

  /// The value scaled for the environment's text size.
  @MainActor public var wrappedValue: Value {
    let size = box.values?.dynamicTypeSize ?? .large
    return baseValue * Value(size.bodyPointSize / DynamicTypeSize.large.bodyPointSize)
  }
}

extension ScaledMetric: EnvironmentInstallable {
  func install(_ environment: EnvironmentValues) {
    box.values = environment
  }
}
