import Glibc

/// Settles glibc's allocator before a timed change, on both sides of the benchmark.
///
/// glibc defers part of `free`: small blocks wait in its *fast bins* until the next large
/// allocation (1 KiB or more) merges all of them first (`malloc_consolidate`). Without
/// settling, a timed change that allocates a large block pays for every small block the
/// untimed setup or the other side freed before it: 2.6 million instructions for the 1,000-row
/// table, 77 % of a headless "remove one row". js-framework-benchmark loads a fresh page for
/// every timed run, so no run there inherits another's garbage either. What a change frees and
/// then merges itself stays in its own time.
///
/// ```swift
/// settleAllocator()
/// let start = g_get_monotonic_time()
/// change()
/// ```
public func settleAllocator() {
    // The block is kept until the next call: an allocation freed at once may be dropped by
    // the compiler.
    free(settlingBlock)
    settlingBlock = malloc(largeAllocation)
}

/// A size glibc serves from its large bins, which merge the fast bins first.
private let largeAllocation = 4_096
nonisolated(unsafe) private var settlingBlock: UnsafeMutableRawPointer?
