import TempoScene

/// A group of rows under a header (SwiftUI's `Section`): in a list, the header is a row of
/// its own in the secondary colour, footnote-sized and upper-cased (iOS's plain header), then
/// the rows, then the footer in the secondary colour; outside a list, the three one under the
/// other.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section of `content` with `header` and `footer`.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    (self.content, self.header, self.footer) = (content(), header(), footer())
  }

  /// The header, the rows and the footer.
  public var body: some View {
    Group {
      header.font(.footnote).textCase(.uppercase).foregroundColor(.secondary)
      content
      footer.font(.footnote).foregroundColor(.secondary)
    }
  }
}

extension Section where Footer == EmptyView {
  /// A section of `content` with `header`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section of `content` with the header view `header` (the iOS 13 spelling).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of `content` without header.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section of `content` under the header `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// A section of `content` with `footer`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
}
