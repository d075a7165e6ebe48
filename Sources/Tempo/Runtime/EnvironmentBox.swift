/// An environment that several animated values read (package): a scene node's properties share
/// their node's, so a change of the node's environment is one write rather than one per property.
@MainActor
package final class EnvironmentBox {
  /// The environment the values' animations see.
  @exclusivity(unchecked) package var values: EnvironmentValues

  /// Creates a box holding `values`.
  package init(_ values: EnvironmentValues = EnvironmentValues()) {
    self.values = values
  }
}
