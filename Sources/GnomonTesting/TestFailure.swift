import Foundation
import Testing
import XCTest

/// A failure of the test under way, reported to whichever framework runs it: an issue in a
/// Swift Testing test, a failure in an XCTest one. The test goes on, and so does the run.
///
/// ```swift
/// TestFailure.record("GnomonLabel#7 cannot be slid: it is not a slider")
/// ```
enum TestFailure {
    static func record(_ message: String) {
        FileHandle.standardError.write(Data("GnomonTesting: \(message)\n".utf8))
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
        } else {
            XCTFail(message)
        }
    }
}
