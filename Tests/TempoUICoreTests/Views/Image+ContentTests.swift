import Foundation
import Tempo
import TempoScene
import Testing

@testable import TempoUICore

/// What `Image` draws beyond Tempo's vector symbols: SF Symbol names as Material Icons glyphs
/// (sized to the font and image scale, tinted by the foreground), and image files from a
/// bundle (their own size, resizable, aspect-fitted, clipped).
@MainActor
@Suite("Image: icon glyphs and files")
struct ImageContentTests {
  /// One image command resolved to window points.
  struct DrawnImage {
    var source: ImageSource
    var rect: CGRect
    var clip: Path
    var tint: Color?
  }

  func images(_ list: DisplayList) -> [DrawnImage] {
    list.commands.compactMap { command in
      guard case .image(let source, let rect, let clip, let tint, let transform, _) = command
      else { return nil }
      return DrawnImage(source: source, rect: rect.mapped(by: transform), clip: clip, tint: tint)
    }
  }

  @Test("gear is Material's settings glyph (U+E8B8) in the foreground colour, a 1.2 × 17 pt square")
  func gearIsAnIconGlyph() throws {
    let list = HostedView(Image(systemName: "gear").foregroundColor(.red)).frame()
    let image = try #require(images(list).first)
    #expect(images(list).count == 1)
    #expect(image.source == .iconGlyph(0xE8B8))
    #expect(image.tint == .red)
    let side = 17 * 1.2
    #expect(image.clip == Path(rect: CGRect(x: 0, y: 0, width: side, height: side)))
    #expect(image.rect.isClose(to: rect(240 - side / 2, 160 - side / 2, side, side), within: 1e-9))
  }

  @Test("an icon glyph follows the font and image scale: title 28 pt × 1.2, large × 1.3")
  func iconFollowsFontAndScale() throws {
    let list = HostedView(Image(systemName: "trash").font(.title).imageScale(.large)).frame()
    let image = try #require(images(list).first)
    #expect(abs(Double(image.rect.height) - 28 * 1.2 * 1.3) < 1e-9)
    #expect(abs(Double(image.rect.width) - 28 * 1.2 * 1.3) < 1e-9)
  }

  struct Toggle: View {
    @State var on = false
    var body: some View {
      HStack {
        Image(systemName: on ? "bell.fill" : "bell")
        Text("toggle").onTapGesture { on.toggle() }
      }
    }
  }

  @Test("bell (a glyph) turned bell.fill (Tempo's vector) and back draws one of them each time")
  func switchingBetweenGlyphAndVector() {
    let hosted = HostedView(Toggle())
    #expect(images(hosted.frame()).map(\.source) == [.iconGlyph(0xE7F5)])
    hosted.click(text: "toggle")
    let filled = hosted.frame(1)
    #expect(images(filled).isEmpty)
    #expect(filled.drawn.filter { $0.kind == .fill }.count == 1)
    hosted.click(text: "toggle")
    #expect(images(hosted.frame(2)).map(\.source) == [.iconGlyph(0xE7F5)])
  }

  /// A bundle directory holding a 30 × 20 PNG header `badge.png` and a 48 × 32 `logo.svg`.
  static let bundle: Bundle = {
    let directory = NSTemporaryDirectory() + "tempo-image-tests-\(getpid())"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    png += Array("IHDR".utf8) + [0, 0, 0, 30, 0, 0, 0, 20, 8, 6, 0, 0, 0]
    _ = FileManager.default.createFile(atPath: directory + "/badge.png", contents: Data(png))
    let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 32"></svg>"#
    _ = FileManager.default.createFile(atPath: directory + "/logo.svg", contents: Data(svg.utf8))
    return Bundle(path: directory)!
  }()

  @Test("Image(\"badge\", bundle:) draws badge.png at its 30 × 20 pixels, centred, untinted")
  func fileAtItsOwnSize() throws {
    let list = HostedView(Image("badge", bundle: Self.bundle)).frame()
    let image = try #require(images(list).first)
    #expect(image.source == .file(Self.bundle.bundlePath + "/badge.png"))
    #expect(image.rect == rect(225, 150, 30, 20))
    #expect(image.tint == nil)
  }

  @Test("Image(decorative:) finds a name with its extension: logo.svg at its viewBox's 48 × 32")
  func decorativeWithExtension() throws {
    let list = HostedView(Image(decorative: "logo.svg", bundle: Self.bundle)).frame()
    let image = try #require(images(list).first)
    #expect(image.source == .file(Self.bundle.bundlePath + "/logo.svg"))
    #expect(image.rect.size == CGSize(width: 48, height: 32))
  }

  @Test("a resizable 30 × 20 image, scaledToFit in 100 × 100, is 100 × 66.7 centred")
  func resizableAspectFit() throws {
    let list = HostedView(
      Image("badge", bundle: Self.bundle).resizable().aspectRatio(contentMode: .fit)
        .frame(width: 100, height: 100)
    ).frame()
    let image = try #require(images(list).first)
    let height = 100 * 20 / 30.0
    #expect(image.rect.isClose(to: rect(190, 160 - height / 2, 100, height), within: 1e-9))
  }

  @Test("clipShape(Circle()) draws a 60 × 60 image inside the circle of its frame")
  func clipShapeCircle() throws {
    let list = HostedView(
      Image("badge", bundle: Self.bundle).resizable().frame(width: 60, height: 60)
        .clipShape(Circle())
    ).frame()
    let image = try #require(images(list).first)
    #expect(image.clip == Path(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60)))
  }

  @Test("renderingMode(.template) draws a file's alpha in the foreground colour")
  func templateFile() throws {
    let list = HostedView(
      Image("badge", bundle: Self.bundle).renderingMode(.template).foregroundColor(.blue)
    ).frame()
    #expect(try #require(images(list).first).tint == .blue)
  }

  @Test("a missing image logs SwiftUI's line naming the bundle, draws nothing, takes no space")
  func missingImage() {
    var list: DisplayList?
    let warnings = RuntimeWarning.capture {
      list = HostedView(
        HStack(spacing: 0) {
          Image("nothing", bundle: Self.bundle)
          Color.red.frame(width: 10, height: 10)
        }
      ).frame()
    }
    #expect(
      warnings == [
        "TempoUI: No image named 'nothing' found in asset catalog for \(Self.bundle.bundlePath)"
      ])
    #expect(list.map(images)?.isEmpty == true)
    #expect(list?.fills(.red).first?.rect == rect(235, 155, 10, 10))
  }
}
