import Foundation
import Testing

@testable import TempoSDL

@Suite("Desktop identity")
struct DesktopIdentityTests {
  @Test("the running program's identity is named after its executable, symbolic links resolved")
  func currentIsTheExecutablesName() throws {
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    #expect(DesktopIdentity.current.appID == (executable as NSString).lastPathComponent)
  }

  @Test("an identity keeps the app id and icon path it is given")
  func memberwise() {
    let identity = DesktopIdentity(appID: "rating-demo", iconPath: "/x/rating-demo.png")
    #expect(identity.appID == "rating-demo" && identity.iconPath == "/x/rating-demo.png")
    #expect(DesktopIdentity(appID: "a").iconPath == nil)
  }
}
