import TempoScene

/// A navigation bar (internal): on the root page a 44-point row of toolbar items above the
/// large title (34-point bold, 52 points tall, 16 from the leading edge), unless the page asks
/// for an inline title; on a pushed page a 44-point row with the title (a headline) centred,
/// a "‹ Back" button leading that pops the page and the toolbar items trailing.
struct NavigationBar: View {
  let options: NavigationBarOptions
  let depth: Int
  @Environment(\.navigation) private var navigation

  var body: some View {
    let isLarge = depth == 0 && options.displayMode != .inline && options.title != nil
    return VStack(alignment: .leading, spacing: 0) {
      ZStack {
        if !isLarge, let title = options.title { title.font(.headline) }
        HStack(spacing: 16) {
          if depth > 0, options.backButtonHidden != true {
            Button {
              navigation?.pop()
            } label: {
              HStack(spacing: 4) {
                Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
                Text("Back")
              }
            }
          }
          items(leading: true)
          Spacer()
          items(leading: false)
        }
        .padding(.horizontal, 16)
      }
      .frame(height: 44)
      if isLarge, let title = options.title {
        title.font(.largeTitle).bold()
          .padding(.horizontal, 16)
          .frame(maxWidth: .infinity, minHeight: 52, alignment: .leading)
      }
    }
  }

  private func items(leading: Bool) -> some View {
    let entries = options.toolbar.filter { $0.isLeading == leading }
    return HStack(spacing: 16) {
      ForEach(entries.indices, id: \.self) { index in entries[index].view }
    }
  }
}
