/// SwiftUI's `#Preview`, which Tempo refuses with one error naming the workaround.
///
/// Nothing on Linux can find a `#Preview` at run time, so instead of dropping it the compiler
/// stops at it: preview with a ``PreviewProvider`` listed in the app's ``App/previews``, and run
/// the app with `--preview NAME`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) =
  #externalMacro(module: "TempoPreviewMacros", type: "PreviewMacro")
