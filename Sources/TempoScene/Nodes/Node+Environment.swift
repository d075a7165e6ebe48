import Tempo

extension Node {
  /// Sets one environment override on this node; its subtree sees it unless a descendant
  /// overrides it again. Animations of the subtree see the new value from the next tick.
  public func setEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) {
    environmentOverrides[keyPath: keyPath] = value
  }

  /// Recomputes the resolved environment of this node and its subtree, which the animated
  /// properties see through the node's ``environmentBox`` (internal).
  func updateEnvironment() {
    let inherited = parent?.environment ?? EnvironmentValues()
    environment = inherited.merging(environmentOverrides)
    environmentBox.values = environment
    for child in children { child.updateEnvironment() }
  }
}
