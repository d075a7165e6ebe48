import CBenchSupport

/// Heap figures counted by the interposed allocator (see CBenchSupport).
enum Allocations {
  /// Bytes currently allocated (usable sizes).
  static var bytesInUse: Int { Int(tempo_allocated_bytes()) }

  /// How many allocations (malloc, calloc, realloc) the process has made.
  static var count: Int { Int(tempo_allocation_count()) }
}
