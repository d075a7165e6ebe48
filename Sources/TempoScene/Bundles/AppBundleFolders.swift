import Foundation

/// Where an app's files are (package): the folder of its executable (the main bundle's) and its
/// SwiftPM resource bundles beside it (`*.resources`, `Bundle.module`'s), where images and
/// fonts it ships are looked for.
package enum AppBundleFolders {
  /// The main bundle's folder.
  package static var main: String { Bundle.main.bundlePath }

  /// The `*.resources` folders in the main bundle's folder, in name order.
  package static var resourceBundles: [String] {
    let main = main
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: main)) ?? []
    return entries.filter { $0.hasSuffix(".resources") }.sorted().map { main + "/" + $0 }
  }
}
