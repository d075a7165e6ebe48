import Foundation
import Testing

/// The seed's two `ContentView` listings (../shared/seeds/001_cfe00a0dfae2ef01.txt), kept in the
/// repository as the seed wrote them, `import SwiftUI` included. The seed's text lost its line
/// breaks and indentation; every other character of each file is the seed's, in order.
@Suite("The seed's listings, unchanged")
struct SeedListingIdentityTests {
  /// The main listing, as the seed's text gives it (one line).
  static let mainListing = """
    import SwiftUI struct ContentView: View { @State private var selectedRating: Int = 0 private var maximumRating = 5 @State private var isOverlayPresented = false var body: some View { ZStack { HStack(spacing: 25) { ForEach(1 ..< maximumRating + 1) { ratingNumber in Image(systemName: ratingNumber > selectedRating ? \"star\" : \"star.fill\") .foregroundColor(ratingNumber > selectedRating ? .gray : .yellow) .onTapGesture { selectedRating = ratingNumber // ポップアップ表示(1秒後に自動で非表示) withAnimation(.easeIn(duration: 0.2)) { isOverlayPresented = true } DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { withAnimation(.easeOut(duration: 0.1)) { isOverlayPresented = false } } } .font(.title) } } if isOverlayPresented { OverlayView(isPresented: $isOverlayPresented) } } } } struct OverlayView: View { @Binding var isPresented: Bool var body: some View { Text(\"Submitted!\") .frame(width: 200, height: 50) .foregroundColor(.black) .background(Color(red: 0.9, green: 0.9, blue: 0.9, opacity: 0.9)) .cornerRadius(10) } }
    """

  /// The second listing ("おまけ", with `private extension ContentView`), as the seed gives it.
  static let extensionListing = """
    import SwiftUI struct ContentView: View { @State private var selectedRating: Int = 0 private var maximumRating = 5 @State private var isOverlayPresented = false var body: some View { ZStack { ratingView if isOverlayPresented { overlayView } } } } private extension ContentView { var ratingView: some View { HStack(spacing: 25) { ForEach(1 ..< maximumRating + 1) { ratingNumber in Image(systemName: ratingNumber > selectedRating ? \"star\" : \"star.fill\") .foregroundColor(ratingNumber > selectedRating ? .gray : .yellow) .onTapGesture { selectedRating = ratingNumber // ポップアップ表示(1秒後に自動で非表示) withAnimation(.easeIn(duration: 0.2)) { isOverlayPresented = true } DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { withAnimation(.easeOut(duration: 0.1)) { isOverlayPresented = false } } } .font(.title) } } } } private extension ContentView { var overlayView: some View { Text(\"Submitted!\") .frame(width: 200, height: 50) .foregroundColor(.black) .background(Color(red: 0.9, green: 0.9, blue: 0.9, opacity: 0.9)) .cornerRadius(10) } }
    """

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `text` with every run of white space made one space, and none at the ends.
  static func collapsed(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test(
    "each repository copy is the seed's listing, character for character but for white space",
    arguments: [
      ("Sources/rating-demo/Seed/ContentView.swift", mainListing),
      ("Tests/SeedContentViewTests/Seed/ContentView.swift", mainListing),
      ("Tests/SeedExtensionContentViewTests/Seed/ContentView.swift", extensionListing),
    ])
  func sameAsTheSeed(path: String, listing: String) throws {
    let file = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    #expect(Self.collapsed(file) == Self.collapsed(listing))
    #expect(file.hasPrefix("import SwiftUI\n"))
  }
}
