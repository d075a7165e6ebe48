import Tempo
import TempoScene

extension EnvironmentValues {
  /// Whether `other` is this very environment, not a changed copy (internal): an environment is
  /// a reference to copy-on-write storage, so the same bytes mean the same storage and so equal
  /// values. Cheap; `false` says nothing (equal values may live in different storage).
  func isIdentical(to other: EnvironmentValues) -> Bool {
    withUnsafeBytes(of: self) { mine in
      withUnsafeBytes(of: other) { theirs in mine.bytesEqual(theirs) }
    }
  }
}
