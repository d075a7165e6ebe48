import TempoUI

/// The gallery's window (package): the list of examples on the left, the selected example
/// running on the right (a new selection starts the example afresh).
package struct GalleryView: View {
  @State private var selection = 0

  /// The gallery, showing the first example.
  package init() {}

  package var body: some View {
    HStack(spacing: 0) {
      VStack(alignment: .leading, spacing: 2) {
        ForEach(0..<GalleryExample.all.count) { index in
          Button {
            selection = index
          } label: {
            Text(GalleryExample.all[index].title)
              .font(.callout)
              .foregroundStyle(selection == index ? .white : .gray)
              .frame(width: 150, height: 26, alignment: .leading)
              .padding(.leading, 10)
              .background(selection == index ? Color.blue.opacity(0.35) : Color.clear)
          }
        }
      }
      .frame(width: 160, height: GalleryView.size.height - 8, alignment: .top)
      .padding(.top, 8)
      .background(Color(white: 0.11))

      GalleryExample.all[selection].makeView()
        .frame(width: GalleryExample.size.width, height: GalleryExample.size.height)
        .id(selection)
    }
  }

  /// The window's size, in points: the list and one example.
  package static let size = CGSize(
    width: 160 + GalleryExample.size.width, height: GalleryExample.size.height + 40)
}
