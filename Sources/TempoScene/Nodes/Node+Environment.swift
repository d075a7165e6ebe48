extension Node {
  /// Sets one environment override on this node; its subtree sees it unless a descendant
  /// overrides it again. Animations of the subtree see the new value from the next tick.
  public func setEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) {
    environmentOverrides[keyPath: keyPath] = value
  }

  /// Recomputes the resolved environment of this node and its subtree and hands it to every
  /// animated property (internal).
  func updateEnvironment() {
    let inherited = parent?.environment ?? EnvironmentValues()
    environment = inherited.merging(environmentOverrides)
    for property in animatedProperties { property.environment = environment }
    for child in children { child.updateEnvironment() }
  }
}
