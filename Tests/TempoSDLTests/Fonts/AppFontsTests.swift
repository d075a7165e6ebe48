import Foundation
import Testing

@testable import TempoSDL

/// The fonts an app ships in its resources become fontconfig's application fonts.
@Suite("App fonts", .serialized)
@MainActor
struct AppFontsTests {
  @Test(
    "a .ttf and an .OTF in a resource bundle's subfolder are added to fontconfig's application fonts; a .txt is not"
  )
  func registersFontFiles() throws {
    let folder = NSTemporaryDirectory() + "tempo-app-fonts-\(getpid())/App_App.resources"
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder + "/Fonts", withIntermediateDirectories: true)
    defer { try? manager.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
    let source = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    try manager.copyItem(atPath: source, toPath: folder + "/Fonts/Brand.ttf")
    try manager.copyItem(atPath: source, toPath: folder + "/Fonts/Other.OTF")
    _ = manager.createFile(atPath: folder + "/Fonts/notes.txt", contents: Data("x".utf8))
    let added = AppFonts.register(fontsIn: [folder])
    #expect(added == [folder + "/Fonts/Brand.ttf", folder + "/Fonts/Other.OTF"])
    let registered = AppFonts.registeredFiles
    #expect(registered.contains(folder + "/Fonts/Brand.ttf"))
    #expect(registered.contains(folder + "/Fonts/Other.OTF"))
    #expect(!registered.contains(folder + "/Fonts/notes.txt"))
  }
}
