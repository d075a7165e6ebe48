import Tempo
import TempoScene

/// The size the reader chose for text (SwiftUI's `DynamicTypeSize`); `.large` is the default.
///
/// TempoUI draws text at its fixed sizes whatever this is; ``ScaledMetric`` scales by it.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  /// Body text 14 pt.
  case xSmall
  /// Body text 15 pt.
  case small
  /// Body text 16 pt.
  case medium
  /// Body text 17 pt (the default).
  case large
  /// Body text 19 pt.
  case xLarge
  /// Body text 21 pt.
  case xxLarge
  /// Body text 23 pt.
  case xxxLarge
  /// Body text 28 pt.
  case accessibility1
  /// Body text 33 pt.
  case accessibility2
  /// Body text 40 pt.
  case accessibility3
  /// Body text 47 pt.
  case accessibility4
  /// Body text 53 pt.
  case accessibility5

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The body text size at this size, in points (Apple's Human Interface Guidelines table).
  var bodyPointSize: Double {
    switch self {
    case .xSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .xLarge: 19
    case .xxLarge: 21
    case .xxxLarge: 23
    case .accessibility1: 28
    case .accessibility2: 33
    case .accessibility3: 40
    case .accessibility4: 47
    case .accessibility5: 53
    }
  }
}

extension EnvironmentValues {
  /// The reader's text size (default `.large`).
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

private enum DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}

extension View {
  /// Sets the text size of this view and the views inside it.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Keeps the text size of this view and the views inside it within `range`: a size outside
  /// it becomes the nearest size inside.
  public func dynamicTypeSize<T: RangeExpression<DynamicTypeSize>>(_ range: T) -> some View {
    let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
    return modified(
      .environment { values in
        guard let first = allowed.first, let last = allowed.last,
          !range.contains(values.dynamicTypeSize)
        else { return }
        values.dynamicTypeSize = values.dynamicTypeSize < first ? first : last
      })
  }
}
