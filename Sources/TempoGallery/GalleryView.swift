import TempoUI

/// The gallery's window (package): the list of examples on the left, as tall as the window,
/// the selected example running on the right (a new selection starts the example afresh).
package struct GalleryView: View {
  @State private var selection = 0

  /// The gallery, showing the first example.
  package init() {}

  package var body: some View {
    HStack(spacing: 0) {
      ScrollView {
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
        .padding(.top, 8)
      }
      .frame(width: 160, alignment: .top)
      .frame(maxHeight: .infinity, alignment: .top)
      .background(Color(white: 0.11))

      GalleryExample.all[selection].makeView()
        .frame(width: GalleryExample.size.width, height: GalleryExample.size.height)
        .id(selection)
    }
  }

  /// The window's size, in points: the list and one example (a taller window shows more of
  /// the list).
  package static let size = CGSize(
    width: 160 + GalleryExample.size.width, height: GalleryExample.size.height + 40)

  /// The height, in points, the whole list needs: 8 above it and 28 a title.
  package static let listHeight = 8 + 28 * Double(GalleryExample.all.count)
}
