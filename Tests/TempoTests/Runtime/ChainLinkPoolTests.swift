import Testing

@testable import Tempo

@Suite("ChainLinkPool: pooled link blocks")
struct ChainLinkPoolTests {
  @Test("a block of size class c holds 4 << c links: 4, 8, 16 and 32")
  func capacities() {
    #expect((0...3).map(ChainLinkPool<Double>.capacity(ofSizeClass:)) == [4, 8, 16, 32])
    #expect(ChainLinkPool<Double>.largestSizeClass == 3)
  }

  @Test("new blocks follow one another in the storage, each as long as its size class")
  func newBlocksAreAppended() {
    let pool = ChainLinkPool<Double>()
    #expect(pool.allocate(sizeClass: 0) == 0)
    #expect(pool.allocate(sizeClass: 2) == 4)
    #expect(pool.allocate(sizeClass: 1) == 4 + 16)
    #expect(pool.targets.count == 4 + 16 + 8)
    #expect(pool.cohorts.count == pool.targets.count)
  }

  @Test(
    "a freed block is reused by the next allocation of its size class, and the storage does not grow"
  )
  func freedBlocksAreReused() {
    let pool = ChainLinkPool<Double>()
    let small = pool.allocate(sizeClass: 0)
    let large = pool.allocate(sizeClass: 1)
    pool.free(small, sizeClass: 0)
    pool.free(large, sizeClass: 1)
    let size = pool.targets.count
    // Another class's free block is not handed out: a new one is appended.
    #expect(pool.allocate(sizeClass: 1) == large)
    #expect(pool.allocate(sizeClass: 0) == small)
    #expect(pool.targets.count == size)
    #expect(pool.allocate(sizeClass: 0) == size)
  }
}
