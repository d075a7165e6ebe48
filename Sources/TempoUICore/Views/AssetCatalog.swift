import Foundation

/// Reads the image sets of Xcode asset catalogs copied into a bundle (internal): a
/// `NAME.imageset` folder in a `*.xcassets` folder, whose `Contents.json` lists its files and
/// their scales, as SwiftPM copies an app's `Assets.xcassets` on Linux.
enum AssetCatalog {
  /// The entries of an image set's `Contents.json` that TempoUI reads.
  private struct Contents: Decodable {
    struct Entry: Decodable {
      let filename: String?
      let scale: String?
    }
    let images: [Entry]
  }

  /// The files of the image set `name` in the asset catalogs at the top of the bundle at
  /// `bundlePath` (groups inside a catalog searched too), each with its scale ("2x" is 2; a
  /// universal file with no scale is 1).
  static func candidates(named name: String, inBundleAt bundlePath: String)
    -> [ImageResources.Candidate]
  {
    let manager = FileManager.default
    let catalogs = ((try? manager.contentsOfDirectory(atPath: bundlePath)) ?? [])
      .filter { $0.hasSuffix(".xcassets") }.sorted()
    for catalog in catalogs {
      let root = bundlePath + "/" + catalog
      guard let set = imageSet(named: name, under: root) else { continue }
      guard let data = manager.contents(atPath: set + "/Contents.json"),
        let contents = try? JSONDecoder().decode(Contents.self, from: data)
      else { continue }
      return contents.images.compactMap { entry in
        guard let filename = entry.filename else { return nil }
        let scale = entry.scale.flatMap { Double($0.dropLast()) } ?? 1
        return ImageResources.Candidate(path: set + "/" + filename, scale: scale)
      }
    }
    return []
  }

  /// The folder `NAME.imageset` in `root` or in one of its groups (folders without an
  /// extension, as Xcode's "Icons" group), `nil` when there is none.
  private static func imageSet(named name: String, under root: String) -> String? {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    let direct = root + "/" + name + ".imageset"
    if manager.fileExists(atPath: direct, isDirectory: &isDirectory), isDirectory.boolValue {
      return direct
    }
    let entries = ((try? manager.contentsOfDirectory(atPath: root)) ?? []).sorted()
    for entry in entries where !entry.contains(".") {
      if let found = imageSet(named: name, under: root + "/" + entry) { return found }
    }
    return nil
  }
}
