/// A stored property a view comparison compares by meaning rather than by bytes (internal):
/// a `Binding`, whose closures are made anew with each evaluation of the parent's body.
protocol SourceComparable {
  /// Whether the values of this type at `first` and `second` are the same input to a view.
  static func isSame(at first: UnsafeRawPointer, _ second: UnsafeRawPointer) -> Bool
}

extension SourceComparable {
  /// The size of a value of this type, in bytes.
  static var byteCount: Int { MemoryLayout<Self>.size }
}

extension Binding: SourceComparable {
  /// Whether both bindings have one known source and write with one transaction.
  static func isSame(at first: UnsafeRawPointer, _ second: UnsafeRawPointer) -> Bool {
    let first = first.assumingMemoryBound(to: Self.self)
    let second = second.assumingMemoryBound(to: Self.self)
    guard let source = first.pointee.source, source == second.pointee.source else { return false }
    return first.pointee.transaction.isIdentical(to: second.pointee.transaction)
  }
}
