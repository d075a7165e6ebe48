import Foundation

/// Where a program's icon file is found at run time, the way a Linux desktop finds it: in the
/// hicolor icon theme of the program's own install prefix, then of the user's and the system's
/// data directories; a program run from its package's build folder takes `Assets/<name>.png`.
package enum DesktopIcon {
  /// The hicolor sizes looked at, largest first (folder names, in pixels).
  package static let sizes = ["256x256", "128x128", "64x64", "48x48", "32x32"]

  /// The first existing candidate for the icon `name`, or nil.
  package static func path(
    named name: String, executable: String?, environment: [String: String]
  ) -> String? {
    candidates(named: name, executable: executable, environment: environment).first {
      FileManager.default.isReadableFile(atPath: $0)
    }
  }

  /// Every path the icon `name` (a PNG) is looked for at, in order:
  /// 1. `PREFIX/share/icons/hicolor/SIZE/apps/<name>.png` for the program at
  ///    `PREFIX/bin/<program>` (what `make install PREFIX=…` lays out);
  /// 2. `<package>/Assets/<name>.png` when the program sits under `<package>/.build/`;
  /// 3. the same hicolor folders under `XDG_DATA_HOME` (default `~/.local/share`), then each of
  ///    `XDG_DATA_DIRS` (default `/usr/local/share:/usr/share`).
  package static func candidates(
    named name: String, executable: String?, environment: [String: String]
  ) -> [String] {
    var prefix: [String] = []
    var assets: [String] = []
    if let executable {
      let components = (executable as NSString).pathComponents
      prefix.append(NSString.path(withComponents: components.dropLast(2) + ["share"]))
      if let build = components.lastIndex(of: ".build") {
        assets.append(
          NSString.path(withComponents: components[..<build] + ["Assets", "\(name).png"]))
      }
    }
    var data: [String] = []
    if let dataHome = environment["XDG_DATA_HOME"], !dataHome.isEmpty {
      data.append(dataHome)
    } else if let home = environment["HOME"], !home.isEmpty {
      data.append((home as NSString).appendingPathComponent(".local/share"))
    }
    let system = (environment["XDG_DATA_DIRS"] ?? "").split(separator: ":").map(String.init)
    data += system.isEmpty ? ["/usr/local/share", "/usr/share"] : system
    let themed = { (directory: String) in
      sizes.map { "\(directory)/icons/hicolor/\($0)/apps/\(name).png" }
    }
    return prefix.flatMap(themed) + assets + data.flatMap(themed)
  }

  /// The running program's executable, symbolic links resolved (`/proc/self/exe`), or nil.
  package static func executablePath() -> String? {
    let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    return resolved ?? Bundle.main.executablePath
  }
}
