import Foundation

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
  private let end: Double

  /// Starts watching (`x`, `y`) of `window` until `end` on the monotonic clock, and returns
  /// once the first reading is in (Python's start-up takes a few hundred milliseconds).
  init(window: String, x: Int, y: Int, until end: Double) async throws {
    guard let python = ChildProcess.which("python3") else {
      throw XDisplayError(description: "python3 is not installed")
    }
    self.end = end
    process = try ChildProcess(python, ["-c", Self.script, window, "\(x)", "\(y)", "\(end)"])
    let started = await ChildProcess.poll(for: 10) {
      !self.process.standardOutputSoFar.isEmpty || !self.process.isRunning
    }
    guard started, process.isRunning || !process.standardOutputSoFar.isEmpty else {
      throw XDisplayError(
        description: "the pixel watch did not start: \(process.standardErrorSoFar)")
    }
  }

  /// Waits for the end of the watch and returns the readings in order: the first, each one
  /// whose colour differs from the one before together with that one before (the last reading
  /// of the old colour), and the last.
  func readings() async throws -> [Reading] {
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

  /// Python: XGetImage of one pixel in a loop; prints "began ended r g b" whenever it changes.
  private static let script = """
    import ctypes, sys, time
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
    window, px, py, end = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
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
