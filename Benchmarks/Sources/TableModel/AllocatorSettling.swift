import Glibc

/// Settles glibc's allocator before a timed change, on both sides of the benchmark.
///
/// glibc defers part of `free`: small blocks wait in its *fast bins*, and freed blocks wait in
/// its *unsorted bin*, until an allocation of 1 KiB or more merges the first (`malloc_consolidate`)
/// and sorts the second into their bins, up to 10,000 blocks an allocation. Without settling, a timed change that allocates a
/// large block pays for everything the untimed setup, the previous frame or the other side freed
/// before it: 2.6 million instructions for the 1,000-row table, 77 % of a headless "remove one
/// row". js-framework-benchmark loads a fresh page for every timed run, so no run there
/// inherits another's garbage either. What a change frees and then allocates again stays in its
/// own time.
///
/// ```swift
/// settleAllocator()
/// let start = g_get_monotonic_time()
/// change()
/// ```
public func settleAllocator() {
    // Sizes no waiting block fits exactly (glibc stops sorting at an exact fit), allocated
    // before the previous ones are freed, so that they are not those fits. One allocation sorts
    // at most 10,000 waiting blocks, and a frame of the table frees more. The blocks are kept
    // until the next call, as an allocation freed at once may be dropped by the compiler.
    let previous = settlingBlocks
    settlingBlocks = (0..<settlingAllocations).map { malloc(largeAllocation + 64 * $0) }
    for block in previous { free(block) }
}

/// Large enough to go through glibc's bins, small enough not to be mapped on its own.
private let largeAllocation = 100_000
private let settlingAllocations = 16
nonisolated(unsafe) private var settlingBlocks: [UnsafeMutableRawPointer?] = []
