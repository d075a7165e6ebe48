import TempoScene

extension View {
  /// Puts the `@Observable` `object` in this view's environment, where descendants read it with
  /// `@Environment(Model.self)` (`nil` removes it).
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    nonisolated(unsafe) let object = object
    return modified(.environment { $0[ObservableObjectKey<Object>.self] = object })
  }

  /// Puts `object` in this view's environment, where descendants read it with
  /// `@EnvironmentObject`.
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
    nonisolated(unsafe) let object = object
    return modified(.environment { $0[EnvironmentObjectKey<Object>.self] = object })
  }
}
