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

/// Images at 2× and 3×, and asset catalogs: each name's sharpest file, at its pixel size over
/// its scale in points (SwiftUI sizes an `@2x` image at half its pixels).
@MainActor
@Suite("Image: scales and asset catalogs")
struct ImageScalesTests {
  /// The header of a PNG of `width` × `height` pixels (all `ImageFileSize` reads).
  static func png(_ width: UInt8, _ height: UInt8) -> Data {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    png += Array("IHDR".utf8) + [0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0]
    return Data(png)
  }

  /// A bundle with `icon@2x.png` (60 × 40 px) alone; `photo.png` (30 × 20) and `photo@3x.png`
  /// (90 × 60); and `Assets.xcassets` with `avatar.imageset` (1x 20 × 20, 2x 40 × 40) and
  /// `People/face.imageset` (a 3x 36 × 36 file).
  static let bundle: Bundle = {
    let directory = NSTemporaryDirectory() + "tempo-image-scales-tests-\(getpid())"
    let manager = FileManager.default
    let avatar = directory + "/Assets.xcassets/avatar.imageset"
    let face = directory + "/Assets.xcassets/People/face.imageset"
    for folder in [avatar, face] {
      try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    _ = manager.createFile(atPath: directory + "/icon@2x.png", contents: png(60, 40))
    _ = manager.createFile(atPath: directory + "/photo.png", contents: png(30, 20))
    _ = manager.createFile(atPath: directory + "/photo@3x.png", contents: png(90, 60))
    _ = manager.createFile(atPath: avatar + "/a.png", contents: png(20, 20))
    _ = manager.createFile(atPath: avatar + "/a@2x.png", contents: png(40, 40))
    let avatarContents = """
      {"images": [{"idiom": "universal", "filename": "a.png", "scale": "1x"},
                  {"idiom": "universal", "filename": "a@2x.png", "scale": "2x"},
                  {"idiom": "universal", "scale": "3x"}],
       "info": {"author": "xcode", "version": 1}}
      """
    _ = manager.createFile(atPath: avatar + "/Contents.json", contents: Data(avatarContents.utf8))
    _ = manager.createFile(atPath: face + "/f.png", contents: png(36, 36))
    let faceContents = #"{"images": [{"filename": "f.png", "scale": "3x"}]}"#
    _ = manager.createFile(atPath: face + "/Contents.json", contents: Data(faceContents.utf8))
    return Bundle(path: directory)!
  }()

  /// The image command `view` draws first.
  func image(_ view: some View) throws -> (source: ImageSource, size: CGSize) {
    let list = HostedView(view).frame()
    for command in list.commands {
      if case .image(let source, let rect, _, _, _, _) = command { return (source, rect.size) }
    }
    Issue.record("no image drawn")
    throw CancellationError()
  }

  @Test("an @2x file alone (icon@2x.png, 60 × 40 px) draws at 30 × 20 points")
  func twoTimesAlone() throws {
    let drawn = try image(Image("icon", bundle: Self.bundle))
    #expect(drawn.source == .file(Self.bundle.bundlePath + "/icon@2x.png"))
    #expect(drawn.size == CGSize(width: 30, height: 20))
  }

  @Test(
    "of photo.png (30 × 20 px) and photo@3x.png (90 × 60 px), the 3x file draws at 30 × 20 points")
  func sharpestVariant() throws {
    let drawn = try image(Image("photo", bundle: Self.bundle))
    #expect(drawn.source == .file(Self.bundle.bundlePath + "/photo@3x.png"))
    #expect(drawn.size == CGSize(width: 30, height: 20))
  }

  @Test("an asset catalog's image set draws its 2x file (40 × 40 px) at 20 × 20 points")
  func assetCatalog() throws {
    let drawn = try image(Image("avatar", bundle: Self.bundle))
    #expect(
      drawn.source == .file(Self.bundle.bundlePath + "/Assets.xcassets/avatar.imageset/a@2x.png"))
    #expect(drawn.size == CGSize(width: 20, height: 20))
  }

  @Test("an image set inside a catalog's group (People/face) is found: 36 px at 3x is 12 points")
  func assetCatalogGroup() throws {
    let drawn = try image(Image("face", bundle: Self.bundle))
    #expect(
      drawn.source
        == .file(Self.bundle.bundlePath + "/Assets.xcassets/People/face.imageset/f.png"))
    #expect(drawn.size == CGSize(width: 12, height: 12))
  }
}
