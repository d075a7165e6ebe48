import Foundation
import TempoTestSupport
import Testing

/// The demo as a desktop citizen on X11: its window's `WM_CLASS` matches the desktop entry, it
/// carries the 256 × 256 icon, and `make install` / `make uninstall` lay out and remove exactly
/// the binary, the entry and the icon in a temporary prefix (installing the debug build).
@Suite(
  "Window: desktop entry, icon and install", .serialized,
  .enabled(if: XDisplay.isAvailable, "\(XDisplay.missing)"),
  .enabled(if: DemoBinary.path != nil, "\(DemoBinary.missing)"), .timeLimit(.minutes(1)))
struct WindowDesktopEntryTests {
  /// The package root (the folder holding Package.swift), found from this file.
  static let packageRoot: String = {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while directory.path != "/",
      !FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Package.swift").path)
    {
      directory = directory.deletingLastPathComponent()
    }
    return directory.path
  }()

  /// The value of `key` in the desktop entry at `path`, or nil.
  static func entry(_ key: String, in path: String) throws -> String? {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\n").first { $0.hasPrefix("\(key)=") }
      .map { String($0.dropFirst(key.count + 1)) }
  }

  /// The first visible window of the demo started from `executable`, the process kept alive.
  static func window(of executable: String, environment: [String: String?] = [:]) async throws
    -> (ChildProcess, String)
  {
    let process = try ChildProcess(executable, ["--size", "240x160"], environment: environment)
    let deadline = Date().addingTimeInterval(15)
    while Date() < deadline, process.isRunning {
      if let window = await XDisplay.window(ofProcess: process.pid) { return (process, window) }
      try await Task.sleep(nanoseconds: 100_000_000)
    }
    throw XDisplayError(description: "\(executable) showed no window")
  }

  /// `WM_CLASS` as xprop prints it without its type: `"instance", "class"`.
  static func windowClass(_ window: String) async throws -> String {
    let line = try await XDisplay.run("xprop", ["-id", window, "-notype", "WM_CLASS"])
    return line.trimmingCharacters(in: .whitespacesAndNewlines)
      .replacingOccurrences(of: "WM_CLASS = ", with: "")
  }

  /// The size of the first icon in `_NET_WM_ICON` (xprop's `Icon (W x H)`), or nil when unset.
  static func iconSize(_ window: String) async throws -> String? {
    let output = try await XDisplay.run("xprop", ["-id", window, "-len", "8", "_NET_WM_ICON"])
    guard let start = output.range(of: "Icon ("), let end = output.range(of: "):") else {
      return nil
    }
    return String(output[start.upperBound..<end.lowerBound])
  }

  @Test(
    "the demo's WM_CLASS is rating-demo (instance and class), the entry's StartupWMClass and file name; its icon is 256 x 256"
  )
  func classMatchesTheDesktopEntry() async throws {
    let entry = "\(Self.packageRoot)/Assets/rating-demo.desktop"
    #expect(try Self.entry("StartupWMClass", in: entry) == "rating-demo")
    #expect(try Self.entry("Icon", in: entry) == "rating-demo")
    let (process, window) = try await Self.window(of: try DemoBinary.executable())
    #expect(try await Self.windowClass(window) == "\"rating-demo\", \"rating-demo\"")
    #expect(try await Self.iconSize(window) == "256 x 256")
    process.send(SIGTERM)
    _ = await process.waitForExit(timeout: 10)
  }

  @Test(
    "make install PREFIX=tmp lays out the binary, the entry (Exec = installed path) and the icon, which the installed demo shows; make uninstall removes exactly those"
  )
  func installAndUninstall() async throws {
    let make = try #require(ChildProcess.which("make"), "make is not installed")
    let prefix = try TemporaryDirectory("install")
    let binary = try DemoBinary.executable()
    let install = try await ChildProcess.run(
      make, ["-C", Self.packageRoot, "install", "PREFIX=\(prefix.path)", "BINARY=\(binary)"])
    try #require(install.exited(with: 0), "\(install.standardError)")
    let installed = [
      "bin/rating-demo", "share/applications/rating-demo.desktop",
      "share/icons/hicolor/256x256/apps/rating-demo.png",
    ]
    #expect(Self.files(under: prefix.path) == installed.sorted())
    let entry = prefix.file("share/applications/rating-demo.desktop")
    #expect(try Self.entry("Exec", in: entry) == prefix.file("bin/rating-demo"))
    if let validate = ChildProcess.which("desktop-file-validate") {
      let outcome = try await ChildProcess.run(validate, [entry])
      #expect(outcome.exited(with: 0), "\(outcome.standardOutput)\(outcome.standardError)")
    }
    // Outside .build and with no other data folders, the icon can only come from the prefix.
    let (process, window) = try await Self.window(
      of: prefix.file("bin/rating-demo"),
      environment: [
        "HOME": prefix.file("home"), "XDG_DATA_HOME": nil,
        "XDG_DATA_DIRS": prefix.file("none"),
      ])
    #expect(try await Self.windowClass(window) == "\"rating-demo\", \"rating-demo\"")
    #expect(try await Self.iconSize(window) == "256 x 256")
    process.send(SIGTERM)
    _ = await process.waitForExit(timeout: 10)
    let uninstall = try await ChildProcess.run(
      make, ["-C", Self.packageRoot, "uninstall", "PREFIX=\(prefix.path)"])
    #expect(uninstall.exited(with: 0), "\(uninstall.standardError)")
    #expect(Self.files(under: prefix.path) == [])
  }

  /// The regular files under `root`, relative to it, sorted.
  static func files(under root: String) -> [String] {
    let walker = FileManager.default.enumerator(atPath: root)
    var files: [String] = []
    while let name = walker?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let path = (root as NSString).appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files.append(name)
      }
    }
    return files.sorted()
  }
}
