import Foundation
import TempoTestSupport

/// One pixel of a window read over and over (XGetImage through ctypes, about every 2 ms), each
/// reading with the monotonic times it was taken between: a film of one pixel, fine enough to
/// time a 0.1 s fade, where a full `import` screenshot takes about 70 ms.
final class PixelWatch {
  /// One reading: the pixel's (red, green, blue), 0…255, seen between `began` and `ended`
  /// (seconds on the monotonic clock, the same as ``Monotonic/now``).
  struct Reading {
    let began: Double
    let ended: Double
    let rgb: [Double]
  }

  private let process: ChildProcess
  /// The file through which ``readings(until:)`` tells the watch when to end.
  private let endFile: URL

  /// Starts watching (`x`, `y`) of `window`, and returns once the first reading is in (Python's
  /// start-up takes a few hundred milliseconds, more on a loaded machine). The watch goes on
  /// until ``readings(until:)`` names its end, or for at most 60 s.
  init(window: String, x: Int, y: Int) async throws {
    guard let python = ChildProcess.which("python3") else {
      throw XDisplayError(description: "python3 is not installed")
    }
    endFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("tempo-pixel-watch-\(UUID().uuidString)")
    process = try ChildProcess(
      python, ["-c", Self.script, window, "\(x)", "\(y)", endFile.path])
    let started = await ChildProcess.poll(for: 10) {
      !self.process.standardOutputSoFar.isEmpty || !self.process.isRunning
    }
    guard started, process.isRunning || !process.standardOutputSoFar.isEmpty else {
      throw XDisplayError(
        description: "the pixel watch did not start: \(process.standardErrorSoFar)")
    }
  }

  /// Ends the watch at `end` (seconds on the monotonic clock, usually a time after an input was
  /// sent, so that a slow start of the watch or of the input does not shorten the film), waits
  /// for it and returns the readings in order: the first, each one whose colour differs from
  /// the one before together with that one before (the last reading of the old colour), and
  /// the last.
  func readings(until end: Double) async throws -> [Reading] {
    defer { try? FileManager.default.removeItem(at: endFile) }
    try "\(end)".write(to: endFile, atomically: true, encoding: .utf8)
    let outcome = await process.waitForExit(timeout: end - Monotonic.now + 10)
    guard outcome.exited(with: 0) else {
      throw XDisplayError(description: "the pixel watch failed: \(outcome.standardError)")
    }
    return outcome.standardOutput.split(separator: "\n").compactMap { line -> Reading? in
      let fields = line.split(separator: " ").compactMap { Double($0) }
      guard fields.count == 5 else { return nil }
      return Reading(began: fields[0], ended: fields[1], rgb: Array(fields[2...]))
    }
  }

  /// Python: XGetImage of one pixel in a loop; prints "began ended r g b" whenever it changes,
  /// until the time written into the end file (or 60 s after it started).
  private static let script = """
    import ctypes, os, sys, time
    x = ctypes.CDLL("libX11.so.6")
    x.XOpenDisplay.restype = ctypes.c_void_p
    x.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x.XGetImage.restype = ctypes.c_void_p
    x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                            ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
    x.XGetPixel.restype = ctypes.c_ulong
    x.XGetPixel.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
    x.XDestroyImage.argtypes = [ctypes.c_void_p]
    display = x.XOpenDisplay(None)
    if not display:
        sys.exit("cannot open the display")
    window, px, py, end_file = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    end = time.clock_gettime(time.CLOCK_MONOTONIC) + 60
    end_read = False
    last = None
    previous = None
    printed = None
    while True:
        began = time.clock_gettime(time.CLOCK_MONOTONIC)
        image = x.XGetImage(display, window, px, py, 1, 1, 0xFFFFFFFF, 2)
        ended = time.clock_gettime(time.CLOCK_MONOTONIC)
        if not image:
            sys.exit("XGetImage failed")
        value = x.XGetPixel(image, 0, 0)
        x.XDestroyImage(image)
        rgb = ((value >> 16) & 255, (value >> 8) & 255, value & 255)
        if not end_read and os.path.exists(end_file):
            with open(end_file) as f:
                text = f.read().strip()
            if text:
                end, end_read = float(text), True
        done = ended >= end
        if rgb != last or done:
            if previous is not None and previous[2:] == last and previous[0] != printed:
                print("%.6f %.6f %d %d %d" % previous)
            print("%.6f %.6f %d %d %d" % ((began, ended) + rgb), flush=True)
            printed = began
            last = rgb
        previous = (began, ended) + rgb
        if done:
            break
        time.sleep(0.002)
    """
}
