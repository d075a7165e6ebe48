import TempoScene

/// A title with an icon (SwiftUI's `Label`), drawn by the label style of its environment
/// (`.labelStyle(_:)`): by default the icon, then the title, in a row.
public struct Label<Title: View, Icon: View>: View {
  private let title: Title
  private let icon: Icon
  @Environment(\.labelStyle) private var style

  /// A label of the views `title` and `icon` build.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// The title and icon, drawn by the environment's label style.
  public var body: some View {
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(AnyView(title)),
      icon: LabelStyleConfiguration.Icon(AnyView(icon)))
    return (style ?? AnyLabelStyle(style: DefaultLabelStyle())).makeBody(
      configuration: configuration)
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label of the text `title` and the symbol named `systemImage`.
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
  }
}

extension Button where Label == TempoUICore.Label<Text, Image> {
  /// A button whose label is the text `title` and the symbol named `systemImage`.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { TempoUICore.Label(title, systemImage: systemImage) }
  }
}
