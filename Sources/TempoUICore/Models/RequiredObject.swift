import Tempo
import TempoScene

/// A property that needs an object from the environment (internal): `@EnvironmentObject`, or
/// `@Environment(Model.self)` with a non-optional model. Without the object, the view's body is
/// not evaluated (SwiftUI would stop the app there).
@MainActor
protocol RequiredObject {
  /// SwiftUI's message when `environment` lacks the object, else `nil`.
  func missingObjectMessage(in environment: EnvironmentValues) -> String?
}

extension RequiredObject {
  /// The message for the value of this type stored at `pointer`.
  static func missingObjectMessage(
    at pointer: UnsafeRawPointer, in environment: EnvironmentValues
  ) -> String? {
    pointer.assumingMemoryBound(to: Self.self).pointee.missingObjectMessage(in: environment)
  }
}

/// Which properties of a view type need an environment object (internal), found once per type.
@MainActor
enum RequiredObjects {
  private static var plans: [ObjectIdentifier: [(offset: Int, type: any RequiredObject.Type)]] =
    [:]

  /// SwiftUI's message for the first object `view`'s properties need and `environment` lacks.
  static func missingObjectMessage<V: View>(in view: V, environment: EnvironmentValues) -> String? {
    let fields = plan(of: V.self)
    guard !fields.isEmpty else { return nil }
    return withUnsafePointer(to: view) { pointer in
      let base = UnsafeRawPointer(pointer)
      for field in fields {
        if let message = field.type.missingObjectMessage(at: base + field.offset, in: environment) {
          return message
        }
      }
      return nil
    }
  }

  private static func plan(of type: Any.Type) -> [(offset: Int, type: any RequiredObject.Type)] {
    if let plan = plans[ObjectIdentifier(type)] { return plan }
    let plan = FieldPlan.of(type).fields.compactMap { field in
      switch field.kind {
      case .environment(let fieldType):
        (fieldType as? any RequiredObject.Type).map { (field.offset, $0) }
      case .model(let fieldType):
        (fieldType as? any RequiredObject.Type).map { (field.offset, $0) }
      case .state:
        nil
      }
    }
    plans[ObjectIdentifier(type)] = plan
    return plan
  }
}
