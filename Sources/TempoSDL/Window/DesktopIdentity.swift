import Foundation

/// How the desktop recognises a window's app: the name its desktop entry is installed under and
/// the app's icon.
///
/// The ``appID`` becomes the window's X11 `WM_CLASS` (both its instance and class) and its
/// Wayland `app_id`; a desktop entry `<appID>.desktop` whose `StartupWMClass` is the same name
/// then lends the window its name and icon in docks and task switchers. The icon file (a PNG)
/// is also set on the window itself, which X11 publishes as `_NET_WM_ICON`; SDL 2 offers no
/// window icon on Wayland, where the compositor takes the icon from the desktop entry.
public struct DesktopIdentity: Sendable, Equatable {
  /// The desktop entry's name without `.desktop`: the window's `WM_CLASS` and `app_id`.
  public var appID: String
  /// The path of the app's icon (a PNG, 256 × 256 pixels suits every dock), or nil for none.
  public var iconPath: String?

  /// An identity named `appID` with the icon at `iconPath`.
  public init(appID: String, iconPath: String? = nil) {
    self.appID = appID
    self.iconPath = iconPath
  }

  /// The running program's identity: its executable's name, and the icon of that name that
  /// `DesktopIcon` finds beside an installed program or in the package's `Assets` folder.
  public static var current: DesktopIdentity {
    let executable = DesktopIcon.executablePath()
    let appID =
      executable.map { ($0 as NSString).lastPathComponent }
      ?? ProcessInfo.processInfo.processName
    return DesktopIdentity(
      appID: appID,
      iconPath: DesktopIcon.path(
        named: appID, executable: executable, environment: ProcessInfo.processInfo.environment))
  }
}
