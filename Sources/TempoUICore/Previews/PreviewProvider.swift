/// A type that produces a view preview (SwiftUI's `PreviewProvider`): list it in your app's
/// ``App/previews`` and run the app with `--preview NAME` to host its ``previews``.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previewed view.
  associatedtype Previews: View
  /// The view to preview.
  @ViewBuilder static var previews: Previews { get }
}

extension PreviewProvider {
  /// The names `--preview` accepts for this provider: its type's name (`Card_Previews`) and
  /// that name without the `_Previews` suffix (`Card`).
  package static var previewNames: [String] {
    let name = String(describing: Self.self)
    guard name.hasSuffix("_Previews"), name.count > "_Previews".count else { return [name] }
    return [name, String(name.dropLast("_Previews".count))]
  }

  /// The preview as a type-erased view.
  package static var anyPreview: AnyView { AnyView(previews) }
}

/// Finds a registered preview by name (`--preview NAME`).
package enum PreviewCatalog {
  /// The previews of the provider in `providers` named `name` (see
  /// ``PreviewProvider/previewNames``); throws a one-line message naming the known previews.
  @MainActor
  package static func view(named name: String, in providers: [any PreviewProvider.Type]) throws
    -> AnyView
  {
    if let provider = providers.first(where: { $0.previewNames.contains(name) }) {
      return provider.anyPreview
    }
    let known = providers.map { $0.previewNames.last ?? "" }
    throw PreviewNotFound(
      description: known.isEmpty
        ? "no preview named '\(name)': the app lists no previews (App.previews)"
        : "no preview named '\(name)'; the app's previews: \(known.joined(separator: ", "))")
  }
}

/// A `--preview` name that no registered provider has (a one-line message).
package struct PreviewNotFound: Error, CustomStringConvertible {
  /// The message.
  package let description: String
}
