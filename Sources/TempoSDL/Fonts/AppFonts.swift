import CSDL2
import Foundation
import TempoScene

/// The fonts an app ships in its resources, added to fontconfig's fonts for this process
/// (package): what iOS's `UIAppFonts` list does, so `Font.custom` finds them by family or
/// PostScript name.
///
/// The app's resources are the files beside its executable and in its SwiftPM resource bundles
/// (`*.resources`, `Bundle.module`'s), searched with their subfolders; `.ttf`, `.otf` and `.ttc`
/// files are added.
package enum AppFonts {
  /// The font file extensions added.
  static let extensions: Set<String> = ["ttf", "otf", "ttc"]

  /// Whether the app's fonts were added.
  @MainActor private static var isRegistered = false

  /// Adds the app's fonts once per process (later calls do nothing).
  @MainActor package static func registerOnce() {
    guard !isRegistered else { return }
    isRegistered = true
    register(fontsIn: AppBundleFolders.resourceBundles, besides: AppBundleFolders.main)
  }

  /// Adds the font files in `folders` (with their subfolders) and directly in `executableFolder`
  /// to fontconfig's current configuration; returns the files added.
  @discardableResult
  static func register(fontsIn folders: [String], besides executableFolder: String? = nil)
    -> [String]
  {
    guard FcInit() != 0 else { return [] }
    var files: [String] = []
    let manager = FileManager.default
    for folder in folders {
      let found = manager.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
      files += found.filter(isFont).sorted().map { folder + "/" + $0 }
    }
    if let executableFolder {
      let found = (try? manager.contentsOfDirectory(atPath: executableFolder)) ?? []
      files += found.filter(isFont).sorted().map { executableFolder + "/" + $0 }
    }
    return files.filter { file in
      file.withCString { text in
        text.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
          FcConfigAppFontAddFile(nil, $0) != 0
        }
      }
    }
  }

  /// Whether `name` is a font file's name.
  private static func isFont(_ name: String) -> Bool {
    extensions.contains((name as NSString).pathExtension.lowercased())
  }

  /// The files of fontconfig's application fonts (those added for this process).
  static var registeredFiles: [String] {
    guard let set = FcConfigGetFonts(nil, FcSetApplication) else { return [] }
    return (0..<Int(set.pointee.nfont)).compactMap { index in
      set.pointee.fonts[index].flatMap { tempo_fc_pattern_file($0) }.map { String(cString: $0) }
    }
  }
}
