/// The pooled link storage of a ``ChainLane``: blocks of 4, 8, 16 or 32 links, reused through
/// free lists, so that neither a tick nor a retarget allocates once the pool is warm (chains of
/// two links, the commonest, keep theirs in their slot instead).
///
/// A link is only what a tick reads: its target and its cohort (12 bytes for a Double). A class,
/// so that a tick can free a block while it reads the links through their buffers.
final class ChainLinkPool<Vector: LaneVector> {
  /// The smallest size class: a block of `4 << sizeClass` links.
  static var smallestBlock: Int { 4 }
  /// The largest size class: blocks of up to 32 links.
  static var largestSizeClass: Int { 3 }

  /// Every block's links' targets, one block after the other.
  // Only touched by the lane's methods, one at a time, on the main actor: the dynamic
  // exclusivity checks cost more than a retarget's own work.
  @exclusivity(unchecked) var targets: [Vector] = []
  /// Every block's links' cohorts, as `targets`.
  @exclusivity(unchecked) var cohorts: [Int32] = []
  /// Free blocks (the index of their first link) per size class.
  @exclusivity(unchecked) private var freeBlocks: [[Int]] = Array(
    repeating: [], count: largestSizeClass + 1)
  /// How many blocks of each size class the pool has.
  @exclusivity(unchecked) private var blockCounts = Array(
    repeating: 0, count: largestSizeClass + 1)

  /// How many links a block of `sizeClass` holds.
  static func capacity(ofSizeClass sizeClass: Int) -> Int { smallestBlock << sizeClass }

  /// Returns the first link of a free block of `sizeClass`, growing the pool if none is free.
  func allocate(sizeClass: Int) -> Int {
    if let block = freeBlocks[sizeClass].popLast() { return block }
    let block = targets.count
    let size = Self.capacity(ofSizeClass: sizeClass)
    targets += repeatElement(.zero, count: size)
    cohorts += repeatElement(0, count: size)
    // Room for every block of the class on its free list, so that a tick that frees blocks
    // never grows it.
    blockCounts[sizeClass] += 1
    if freeBlocks[sizeClass].capacity < blockCounts[sizeClass] {
      freeBlocks[sizeClass].reserveCapacity(blockCounts[sizeClass] * 2)
    }
    return block
  }

  /// Returns the block beginning at `block` to the free list of `sizeClass`.
  func free(_ block: Int, sizeClass: Int) {
    freeBlocks[sizeClass].append(block)
  }
}
