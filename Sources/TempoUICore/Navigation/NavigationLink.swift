import TempoScene

/// A button that pushes a page onto the navigation stack it is in (SwiftUI's
/// `NavigationLink`): its label in the accent colour, as a button's, or in a `List` a row with
/// a trailing chevron; outside a stack it does nothing when clicked.
public struct NavigationLink<Label: View, Destination: View>: View {
  private let label: Label
  private let destination: Destination?
  private let value: (any Hashable)?
  @Environment(\.navigation) private var navigation
  @Environment(\.isInList) private var isInList

  /// A link pushing `destination`, labelled with `label`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination()
    value = nil
  }

  /// A link pushing `destination`, labelled with `label` (the iOS 13 spelling).
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination
    value = nil
  }

  /// A button of the label; in a `List`, a row: the label in the primary colour and a grey
  /// chevron at the trailing edge, the whole row taking the click.
  public var body: some View {
    let (navigation, destination, value) = (navigation, destination, value)
    let push: @MainActor () -> Void = {
      if let destination {
        navigation?.push(AnyView(destination))
      } else if let value {
        navigation?.push(value: value)
      }
    }
    return Group {
      if isInList {
        HStack {
          label
          Spacer()
          Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold))
            .foregroundColor(.gray)
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: push)
      } else {
        Button(action: push) { label }
      }
    }
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` pushing `destination`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled `title` pushing `destination` (the iOS 13 spelling).
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension NavigationLink where Destination == Never {
  /// A link pushing the page the stack's `.navigationDestination(for:)` makes of `value`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    destination = nil
    self.value = value
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  /// A link titled `title` pushing the page made of `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

/// Registers a navigation destination for a value type (internal; `.navigationDestination`):
/// draws its content as it is and, as it updates, tells its stack how to make the page.
struct NavigationDestinationView<Content: View, D: Hashable, Destination: View>: View,
  PrimitiveView
{
  let content: Content
  let make: (D) -> Destination

  typealias Body = Never

  func children(in context: ElementContext) -> [ChildView] {
    context.environment.navigation?.destinations?.register(D.self, make)
    return [ChildView(key: 0, view: content)]
  }

  var isLayoutTransparent: Bool { true }
  var layoutFollowsChildren: Bool { true }
}

extension View {
  /// Makes the pages for values of type `data` that links in this navigation stack push.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    NavigationDestinationView(content: self, make: destination)
  }
}
