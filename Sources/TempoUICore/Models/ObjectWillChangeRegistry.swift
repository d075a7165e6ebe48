import Foundation

/// The publishers of objects that use ``ObservableObject``'s default `objectWillChange`
/// (internal): one per living object, found by the object's identity, made on first use.
enum ObjectWillChangeRegistry {
  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  private struct Table {
    var entries: [ObjectIdentifier: Entry] = [:]
    /// The entry count at which dead entries are swept next.
    var sweepAt = 64
  }

  /// The table, read and written only under ``lock`` (objects change on any thread).
  nonisolated(unsafe) private static var table = Table()
  private static let lock = NSLock()

  /// The publisher of `object`.
  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let id = ObjectIdentifier(object)
    lock.lock()
    defer { lock.unlock() }
    // An identity is reused after its object dies: only an entry whose object is alive counts.
    if let entry = table.entries[id], entry.object === object { return entry.publisher }
    let publisher = ObservableObjectPublisher()
    table.entries[id] = Entry(object: object, publisher: publisher)
    if table.entries.count >= table.sweepAt {
      table.entries = table.entries.filter { $0.value.object != nil }
      table.sweepAt = max(64, table.entries.count * 2)
    }
    return publisher
  }
}
