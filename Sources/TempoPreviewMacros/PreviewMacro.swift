import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`'s expansion (package): one error that names the way to preview on Linux.
///
/// Xcode finds `#Preview`s by reading the built app's metadata; a Tempo app has no such tool
/// and Swift has no run-time registry that `--preview NAME` could search, so a `#Preview` could
/// only be dropped. It is refused instead, with the workaround: a `PreviewProvider` listed in
/// the app's `previews`, hosted by `--preview NAME`.
package struct PreviewMacro: DeclarationMacro {
  /// The one error, at the `#Preview`.
  package static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    context.diagnose(Diagnostic(node: node, message: PreviewUnavailable()))
    return []
  }
}

/// The error `#Preview` gives (package).
package struct PreviewUnavailable: DiagnosticMessage {
  /// The sentence.
  package var message: String {
    "#Preview is not supported by Tempo (nothing can find it at run time on Linux); "
      + "write 'struct NAME_Previews: PreviewProvider { static var previews: some View { … } }', "
      + "list it in your App's 'static var previews', and run the app with '--preview NAME'"
  }
  /// The message's identity.
  package var diagnosticID: MessageID { MessageID(domain: "TempoPreviewMacros", id: "unsupported") }
  /// An error: the file does not compile.
  package var severity: DiagnosticSeverity { .error }
}
