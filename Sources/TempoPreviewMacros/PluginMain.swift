@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin's entry point (package): answers the compiler's requests on standard
/// input and output, with the toolchain's own SwiftSyntax (its `usr/lib/swift/host` modules).
@main
struct PluginMain: PluginProvider {
  /// Serves the compiler until it closes the connection.
  static func main() throws {
    let listener = CompilerPluginMessageListener(
      connection: try StandardIOMessageConnection(), provider: PluginMain())
    try listener.main()
  }

  /// The macro type named `typeName`.
  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    guard typeName == "PreviewMacro" else { throw UnknownMacro(name: typeName) }
    return PreviewMacro.self
  }

  /// This plugin loads no libraries.
  func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
    throw UnknownMacro(name: moduleName)
  }

  /// A macro this plugin does not have.
  struct UnknownMacro: Error, CustomStringConvertible {
    let name: String
    var description: String { "TempoPreviewMacros has no macro '\(name)'" }
  }
}
