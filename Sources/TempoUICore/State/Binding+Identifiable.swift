import Tempo

extension Binding: Identifiable where Value: Identifiable {
  /// The identity of the bound value (SwiftUI's: `ForEach` over bindings identifies them so).
  public var id: Value.ID { wrappedValue.id }
}
