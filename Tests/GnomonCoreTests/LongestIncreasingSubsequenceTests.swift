@testable import GnomonCore
import XCTest

@testable import RowsViews  // SeededRandom

final class LongestIncreasingSubsequenceTests: XCTestCase {
    func testMarksAnIncreasingSubsequence() {
        XCTAssertEqual(longestIncreasingSubsequence([2, 0, 1, -1, 3]), [false, true, true, false, true])
        XCTAssertEqual(longestIncreasingSubsequence([]), [])
        XCTAssertEqual(longestIncreasingSubsequence([-1, -1]), [false, false])
        XCTAssertEqual(longestIncreasingSubsequence([5]), [true])
        XCTAssertEqual(longestIncreasingSubsequence([3, 2, 1]).filter { $0 }.count, 1)
    }

    /// The subsequence is increasing, skips negatives, and is as long as the quadratic
    /// dynamic-programming answer, for many random inputs.
    func testIsLongestForRandomInputs() {
        var random = SeededRandom(seed: 3)
        for _ in 0..<2000 {
            let values = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: -1...20, using: &random) }
            let marked = longestIncreasingSubsequence(values)
            let chosen = zip(values, marked).filter(\.1).map(\.0)
            XCTAssertFalse(chosen.contains { $0 < 0 }, "\(values)")
            XCTAssertEqual(chosen, chosen.sorted(), "\(values)")
            XCTAssertEqual(Set(chosen).count, chosen.count, "strictly increasing: \(values)")
            XCTAssertEqual(chosen.count, longestIncreasingRun(values.filter { $0 >= 0 }), "\(values)")
        }
    }
}
