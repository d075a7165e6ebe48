import Foundation

extension RunOptions {
  /// The `--help` text for `app`: its summary, every flag, the script language, and what the
  /// window does.
  public static func usage(for app: AppDescription) -> String {
    let defaultSize = "\(Int(app.defaultSize.width))x\(Int(app.defaultSize.height))"
    var text = """
      Usage: \(app.name) [options]

      \(app.summary)

      Options:
        --record PATH       Render offscreen on a virtual clock and write PATH: a directory
                            (numbered PNG frames), or a .gif, .mp4 or .webm file (needs ffmpeg).
        --script PATH       The clicks and keys to play while recording, one per line:
      \(app.scriptExamples)
                              # comment              blank lines and comments are ignored
                            Without --script, --record plays the built-in script.
        --fps N             Frames per second of a recording (1-240; default 60, and 50 for
                            a .gif, the fastest rate GIF players honour).
        --size WxH          Window or frame size in points (default \(defaultSize)).
        --scale S           Pixels per point of a recording (0.5-4, default 1).
        --duration SECONDS  Length of a recording (default: the script's end + 1.5 s).
        --font PATH         A .ttf font to use instead of the system's sans-serif font.
        --preview NAME      Show the preview NAME (a PreviewProvider the app lists in
                            App.previews, e.g. Card_Previews or Card) instead of its content.
        --help              Show this help.
      """
    if let windowHelp = app.windowHelp { text += "\n\n" + windowHelp }
    return text
  }

  /// Parses `arguments` (without the program name) for an app whose default size is `size`.
  public static func parse(
    _ arguments: [String], defaultSize: CGSize = CGSize(width: 480, height: 320)
  ) throws -> RunOptions {
    var options = RunOptions(size: defaultSize)
    var remaining = arguments[...]
    func value(for flag: String) throws -> String {
      guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
        throw UsageError(description: "\(flag) needs a value (see --help)")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h": options.showsHelp = true
      case "--record": options.recordPath = try value(for: argument)
      case "--script": options.scriptPath = try value(for: argument)
      case "--font": options.fontPath = try value(for: argument)
      case "--preview": options.previewName = try value(for: argument)
      case "--fps":
        let text = try value(for: argument)
        guard let fps = Int(text), (1...240).contains(fps) else {
          throw UsageError(description: "--fps must be a whole number from 1 to 240, not '\(text)'")
        }
        options.framesPerSecond = fps
      case "--size": options.size = try parseSize(value(for: argument))
      case "--scale":
        let text = try value(for: argument)
        guard let scale = Double(text), scale.isFinite, (0.5...4).contains(scale) else {
          throw UsageError(description: "--scale must be a number from 0.5 to 4, not '\(text)'")
        }
        options.scale = scale
      case "--duration":
        let text = try value(for: argument)
        guard let duration = Double(text), duration.isFinite, duration > 0, duration <= 3600 else {
          throw UsageError(
            description:
              "--duration must be a number of seconds above 0 and at most 3600, not '\(text)'")
        }
        options.duration = duration
      default:
        throw UsageError(description: "unknown option '\(argument)' (see --help)")
      }
    }
    if options.recordPath == nil {
      for (flag, set) in [
        ("--script", options.scriptPath != nil), ("--fps", options.framesPerSecond != nil),
        ("--duration", options.duration != nil), ("--scale", options.scale != 1),
      ] where set {
        throw UsageError(description: "\(flag) only applies with --record PATH")
      }
    }
    return options
  }

  private static func parseSize(_ text: String) throws -> CGSize {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (64...4096).contains(width), (64...4096).contains(height)
    else {
      throw UsageError(
        description: "--size must be WIDTHxHEIGHT in points, each from 64 to 4096, not '\(text)'")
    }
    return CGSize(width: width, height: height)
  }
}
