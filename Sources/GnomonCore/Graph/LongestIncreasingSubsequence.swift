/// Marks a longest strictly increasing subsequence of the non-negative entries of `values`
/// (negative entries are skipped), by patience sorting: O(n log n).
///
/// ```swift
/// longestIncreasingSubsequence([2, 0, 1, -1, 3])   // [false, true, true, false, true]
/// ```
///
/// The keyed diff feeds it the old positions of rows in their new order; rows on the
/// subsequence keep their place and every other row moves once, so the moves are as few as
/// possible.
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    var tails: [Int] = []  // tails[k]: index ending the best subsequence of length k + 1
    var previous = Array(repeating: -1, count: values.count)
    for (index, value) in values.enumerated() where value >= 0 {
        // Mostly-ordered input (rows kept in place around a few moved ones) extends the
        // longest subsequence at almost every step: try that before searching.
        if let last = tails.last, values[last] < value {
            previous[index] = last
            tails.append(index)
            continue
        }
        var low = 0
        var high = tails.count
        while low < high {
            let mid = (low + high) / 2
            if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var onSubsequence = Array(repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
        onSubsequence[index] = true
        index = previous[index]
    }
    return onSubsequence
}
