@_spi(Reflection) import Swift
import Tempo
import TempoScene

/// A stored property of a view that TempoUI connects before each `body` (SwiftUI's
/// `DynamicProperty`): `@State`, `@Binding`, `@Environment`.
public protocol DynamicProperty {}

/// Connects a view's dynamic properties to its element (internal).
@MainActor
enum DynamicProperties {
  /// Installs every `@State` and `@Environment` of `view` (in declaration order) for `element`,
  /// whose view type's plan is `plan`. A view with a ``ViewModifier`` applied installs the
  /// modifier's.
  static func install(in view: any View, element: Element, plan: FieldPlan) {
    if plan.hostsModifier, let hosting = view as? any ModifierHosting {
      return hosting.installModifierProperties(element: element)
    }
    func open<V: View>(_ view: V) { install(opened: view, element: element, plan: plan) }
    open(view)
  }

  static func install<V>(
    opened view: V, element: Element, environment: EnvironmentValues? = nil,
    plan: FieldPlan? = nil
  ) {
    let plan = plan ?? FieldPlan.of(V.self)
    guard plan.isKnown else {
      return installByMirror(view, element: element, environment: environment)
    }
    guard !plan.fields.isEmpty else { return }
    withUnsafePointer(to: view) { pointer in
      let base = UnsafeRawPointer(pointer)
      var stateIndex = 0
      for field in plan.fields {
        switch field.kind {
        case .state(let type):
          type.install(at: base + field.offset, in: element, index: stateIndex)
          stateIndex += 1
        case .environment(let type):
          type.install(at: base + field.offset, environment ?? element.environment)
        case .model(let type):
          type.install(at: base + field.offset, in: element, index: stateIndex)
          stateIndex += 1
        }
      }
    }
  }

  /// Installs by reflection, for a view whose fields the runtime does not list (not a struct).
  private static func installByMirror(
    _ view: Any, element: Element, environment overridden: EnvironmentValues?
  ) {
    var stateIndex = 0
    for child in Mirror(reflecting: view).children {
      switch child.value {
      case let state as any StateInstallable:
        state.install(in: element, index: stateIndex)
        stateIndex += 1
      case let environment as any EnvironmentInstallable:
        environment.install(overridden ?? element.environment)
      case let model as any ModelInstallable:
        model.install(in: element, index: stateIndex)
        stateIndex += 1
      default:
        break
      }
    }
  }
}

/// Where a view type's `@State` and `@Environment` properties are (internal): found once per
/// type from the runtime's field list, so installing them reads memory instead of reflecting.
/// A class: elements keep their type's plan, and reading it is one reference, not three arrays.
@MainActor
final class FieldPlan {
  enum Kind {
    case state(any StateInstallable.Type)
    case environment(any EnvironmentInstallable.Type)
    /// `@StateObject`, `@ObservedObject`, `@EnvironmentObject` (Models/): a slot like State's.
    case model(any ModelInstallable.Type)
  }

  /// A dynamic property's kind, byte offset and size in the view (the bytes a view comparison
  /// leaves out).
  struct Field {
    var kind: Kind
    var offset: Int
    var size: Int
  }

  /// Whether the runtime listed the type's fields (`false`: use reflection).
  let isKnown: Bool
  /// The dynamic properties, in declaration order.
  let fields: [Field]
  /// The bindings (`@Binding`s and other `Binding` properties), compared by their sources
  /// rather than their bytes (``SourceComparable``), with their byte offsets.
  let bindings: [(type: any SourceComparable.Type, offset: Int)]
  /// The bytes the dynamic properties and the bindings take in the view, in order.
  let byteRanges: [Range<Int>]
  /// Whether the type shows a ``ViewModifier``'s or a style's body (``ModifierHosting``): its
  /// properties are the modifier's (found once, where a cast at each evaluation searched).
  let hostsModifier: Bool

  init(
    isKnown: Bool, fields: [Field], bindings: [(type: any SourceComparable.Type, offset: Int)] = [],
    hostsModifier: Bool = false
  ) {
    self.isKnown = isKnown
    self.hostsModifier = hostsModifier
    self.fields = fields
    self.bindings = bindings
    byteRanges =
      (fields.map { $0.offset..<($0.offset + $0.size) }
      + bindings.map { $0.offset..<($0.offset + $0.type.byteCount) })
      .sorted { $0.lowerBound < $1.lowerBound }
  }

  private static var plans: [ObjectIdentifier: FieldPlan] = [:]

  /// The plan of `type`, made on first use.
  static func of(_ type: Any.Type) -> FieldPlan {
    if let plan = plans[ObjectIdentifier(type)] { return plan }
    var fields: [Field] = []
    var bindings: [(type: any SourceComparable.Type, offset: Int)] = []
    let isKnown = _forEachField(of: type) { _, offset, fieldType, _ in
      if let state = fieldType as? any StateInstallable.Type {
        fields.append(Field(kind: .state(state), offset: offset, size: state.byteCount))
      } else if let environment = fieldType as? any EnvironmentInstallable.Type {
        fields.append(
          Field(kind: .environment(environment), offset: offset, size: environment.byteCount))
      } else if let model = fieldType as? any ModelInstallable.Type {
        fields.append(Field(kind: .model(model), offset: offset, size: model.uncomparedByteCount))
      } else if let binding = fieldType as? any SourceComparable.Type {
        bindings.append((binding, offset))
      }
      return true
    }
    let plan = FieldPlan(
      isKnown: isKnown, fields: fields, bindings: bindings,
      hostsModifier: type is any ModifierHosting.Type)
    plans[ObjectIdentifier(type)] = plan
    return plan
  }
}

/// A `State` of any value type (internal).
@MainActor
protocol StateInstallable {
  func install(in element: Element, index: Int)
}

extension StateInstallable {
  /// The size of a value of this type, in bytes.
  static var byteCount: Int { MemoryLayout<Self>.size }

  /// Installs the value of this type stored at `pointer`.
  static func install(at pointer: UnsafeRawPointer, in element: Element, index: Int) {
    pointer.assumingMemoryBound(to: Self.self).pointee.install(in: element, index: index)
  }
}

extension State: StateInstallable {}

/// An `Environment` of any value type (internal).
@MainActor
protocol EnvironmentInstallable {
  func install(_ environment: EnvironmentValues)
}

extension EnvironmentInstallable {
  /// The size of a value of this type, in bytes.
  static var byteCount: Int { MemoryLayout<Self>.size }

  /// Installs the value of this type stored at `pointer`.
  static func install(at pointer: UnsafeRawPointer, _ environment: EnvironmentValues) {
    pointer.assumingMemoryBound(to: Self.self).pointee.install(environment)
  }
}
