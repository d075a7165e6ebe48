import Foundation
import TempoScene

/// Finds the files `Image(_:bundle:)` names (internal): in the bundle given, else in the main
/// bundle and the SwiftPM resource bundles (`*.resources`, `Bundle.module`'s) beside the
/// executable; a name without an extension is tried as `.png`, `.jpg`, `.jpeg` and `.svg`, with
/// its `@2x` and `@3x` variants, then as an image set of an asset catalog
/// (`*.xcassets/NAME.imageset`). Of a name's variants the one of the highest scale is drawn (sharp
/// on every display), at its pixel size over its scale in points. Results are kept per name and
/// bundle.
@MainActor
enum ImageResources {
  /// A found file: its path and its size in points (its pixel size over its scale).
  struct File: Hashable {
    /// The file's path.
    let path: String
    /// The image's natural size, in points.
    let size: CGSize
  }

  /// A file that may hold a name's image, and the pixels per point it was made for.
  struct Candidate {
    /// The file's path.
    let path: String
    /// Pixels per point: 1, or 2 and 3 for `@2x` and `@3x` files.
    let scale: Double
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
    [AppBundleFolders.main] + AppBundleFolders.resourceBundles
  }

  /// The first readable image named `name` in the bundles at `paths`.
  private static func search(_ name: String, in paths: [String]) -> File? {
    let hasExtension = extensions.contains { name.lowercased().hasSuffix(".\($0)") }
    for path in paths {
      guard let bundle = Bundle(path: path) else { continue }
      if hasExtension {
        if let file = bundle.path(forResource: name, ofType: nil),
          let found = best([Candidate(path: file, scale: 1)])
        {
          return found
        }
        continue
      }
      for type in extensions {
        let scaled = [("", 1.0), ("@2x", 2), ("@3x", 3)].compactMap { suffix, scale in
          bundle.path(forResource: name + suffix, ofType: type).map {
            Candidate(path: $0, scale: scale)
          }
        }
        if let found = best(scaled) { return found }
      }
      if let found = best(AssetCatalog.candidates(named: name, inBundleAt: path)) { return found }
    }
    return nil
  }

  /// The readable candidate of the highest scale, sized in points.
  private static func best(_ candidates: [Candidate]) -> File? {
    for candidate in candidates.sorted(by: { $0.scale > $1.scale }) {
      if let pixels = ImageFileSize.size(ofFileAt: candidate.path) {
        let size = CGSize(
          width: Double(pixels.width) / candidate.scale,
          height: Double(pixels.height) / candidate.scale)
        return File(path: candidate.path, size: size)
      }
    }
    return nil
  }
}
