import Foundation
import TempoRender

/// Writes each frame as a numbered PNG in a directory; every file on disk is complete.
///
/// Each frame is written under a temporary name and renamed into place, so an interrupted or
/// failing recording never leaves a truncated `frame-NNNNN.png`.
@MainActor
public final class PNGFrameSink: FrameSink {
  /// The directory the frames go to.
  public let directory: String
  private var frameNumber = 0

  /// Creates the directory if needed and checks that it is writable, before any rendering.
  public init(directory: String) throws {
    self.directory = directory
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw RecordingError(
        "cannot create the frame directory '\(directory)': \(Self.reason(error))")
    }
    let probe = (directory as NSString).appendingPathComponent(".tempo-write-test")
    guard FileManager.default.createFile(atPath: probe, contents: Data("ok".utf8)) else {
      throw RecordingError("cannot write to the frame directory '\(directory)'")
    }
    try? FileManager.default.removeItem(atPath: probe)
  }

  /// The path of frame `number` (1-based).
  public func path(ofFrame number: Int) -> String {
    (directory as NSString).appendingPathComponent(String(format: "frame-%05d.png", number))
  }

  /// Writes the next frame as `frame-NNNNN.png`.
  public func write(_ frame: RGBAImage) throws {
    frameNumber += 1
    let final = path(ofFrame: frameNumber)
    let temporary = final + ".partial"
    do {
      try frame.writePNG(to: temporary)
      // SDL_image does not report a failed flush (a full disk): check that the file is whole.
      guard Self.isCompletePNGFile(temporary) else {
        throw RecordingError(
          "cannot write '\(final)': the disk is full or the file is not a regular file")
      }
      guard rename(temporary, final) == 0 else {
        throw RecordingError("cannot write '\(final)': \(String(cString: strerror(errno)))")
      }
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw (error as? RecordingError) ?? RecordingError("cannot write '\(final)': \(error)")
    }
  }

  /// Nothing to complete: every frame is already in place.
  public func finish() throws {}

  /// Keeps the complete frames written so far.
  public func abort() {}

  /// Whether `path` is a regular file that ends with a PNG's IEND chunk.
  static func isCompletePNGFile(_ path: String) -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let handle = FileHandle(forReadingAtPath: path)
    else { return false }
    defer { try? handle.close() }
    guard let size = try? handle.seekToEnd(), size >= 20 else { return false }
    guard (try? handle.seek(toOffset: size - 8)) != nil else { return false }
    let end = (try? handle.read(upToCount: 8)) ?? Data()
    return end == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
  }

  /// The system's reason for a failed file operation ("Not a directory"), else Foundation's.
  private static func reason(_ error: Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error,
      case let posix = underlying as NSError, posix.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(posix.code)))
    }
    return error.localizedFailureReason ?? error.localizedDescription
  }
}
