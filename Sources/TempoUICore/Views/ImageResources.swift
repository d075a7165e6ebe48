import Foundation
import TempoScene

/// Finds the files `Image(_:bundle:)` names (internal): in the bundle given, else in the main
/// bundle and the SwiftPM resource bundles (`*.resources`, `Bundle.module`'s) beside the
/// executable; a name without an extension is tried as `.png`, `.jpg`, `.jpeg` and `.svg`.
/// Results are kept per name and bundle.
@MainActor
enum ImageResources {
  /// A found file: its path and its size in points (its pixel size).
  struct File: Hashable {
    /// The file's path.
    let path: String
    /// The image's natural size, in points.
    let size: CGSize
  }

  /// The extensions a name without one is tried with, in order.
  static let extensions = ["png", "jpg", "jpeg", "svg"]

  private struct Key: Hashable {
    let name: String
    let bundlePath: String?
  }

  private static var found: [Key: File?] = [:]

  /// The file named `name` in the bundle at `bundlePath` (`nil`: the app's bundles), or `nil`.
  static func file(named name: String, bundlePath: String?) -> File? {
    let key = Key(name: name, bundlePath: bundlePath)
    if let file = found[key] { return file }
    let file = search(name, in: bundlePath.map { [$0] } ?? appBundlePaths())
    found[key] = file
    return file
  }

  /// The path the warning for a missing image names: the bundle's, else the main bundle's.
  static func describedBundle(_ bundlePath: String?) -> String {
    bundlePath ?? Bundle.main.bundlePath
  }

  /// The main bundle's directory and the `*.resources` directories in it.
  private static func appBundlePaths() -> [String] {
    let main = Bundle.main.bundlePath
    let resources = (try? FileManager.default.contentsOfDirectory(atPath: main)) ?? []
    return [main] + resources.filter { $0.hasSuffix(".resources") }.sorted().map { "\(main)/\($0)" }
  }

  /// The first readable image named `name` in the bundles at `paths`.
  private static func search(_ name: String, in paths: [String]) -> File? {
    let hasExtension = extensions.contains { name.lowercased().hasSuffix(".\($0)") }
    for path in paths {
      guard let bundle = Bundle(path: path) else { continue }
      let candidates =
        hasExtension
        ? [bundle.path(forResource: name, ofType: nil)]
        : extensions.map { bundle.path(forResource: name, ofType: $0) }
      for case let file? in candidates {
        if let size = ImageFileSize.size(ofFileAt: file) { return File(path: file, size: size) }
      }
    }
    return nil
  }
}
