extension ViewHost {
  /// How many times longer than asked the `DispatchQueue.main.asyncAfter` delays these views
  /// schedule from now on are (1, the default: as asked); a slow-motion mode sets 10 so that
  /// timers keep pace with animations at 1/10 speed (package: the rating demo's S key).
  package var mainQueueDelayScale: Double {
    get { MainQueue.shared.delayScale(forGraph: graph.id) }
    set { MainQueue.shared.setDelayScale(newValue, forGraph: graph.id) }
  }
}
