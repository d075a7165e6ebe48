import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A fresh directory under the system's temporary directory, removed when released.
final class TemporaryDirectory {
  /// Its path.
  let path: String

  /// Creates `tempo-e2e-<label>-<UUID>`.
  init(_ label: String) throws {
    path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "tempo-e2e-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    // A read-only subdirectory would keep its files: make everything writable first.
    if let walker = FileManager.default.enumerator(atPath: path) {
      for case let name as String in walker {
        chmod((path as NSString).appendingPathComponent(name), 0o755)
      }
    }
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` inside the directory.
  func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

  /// Writes `text` to `name` inside the directory and returns its path.
  func write(_ text: String, to name: String) throws -> String {
    let file = file(name)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }
}
