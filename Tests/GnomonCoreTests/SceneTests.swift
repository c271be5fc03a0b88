import GnomonCore
import GnomonTesting
import XCTest

final class SceneTests: XCTestCase {
    /// A scene's stylesheets reach each of its windows, in the order written.
    @MainActor func testStylesheetsReachEveryWindow() async {
        let scene = WindowGroup("Notes") { Text("note") }
            .defaultSize(width: 300, height: 200)
            .stylesheet(".note { padding: 12px; }")
            .stylesheet(".title { font-weight: bold; }")
        let descriptions = windows(of: scene)
        XCTAssertEqual(descriptions.count, 1)
        XCTAssertEqual(descriptions[0].stylesheets, [".note { padding: 12px; }", ".title { font-weight: bold; }"])
        XCTAssertEqual(descriptions[0].defaultSize?.width, 300)
    }

    /// `.windowResizability` says whether the user resizes the windows.
    @MainActor func testResizabilityReachesTheWindows() async {
        let fixed = WindowGroup("Calculator") { Text("0") }.windowResizability(.contentSize).defaultSize(width: 200, height: 300)
        XCTAssertEqual(windows(of: fixed).map(\.isResizable), [false])
        XCTAssertEqual(windows(of: fixed).first?.defaultSize?.height, 300)
        XCTAssertEqual(windows(of: WindowGroup("Notes") { Text("") }.windowResizability(.contentMinSize)).map(\.isResizable), [true])
        XCTAssertEqual(windows(of: WindowGroup("Notes") { Text("") }).map(\.isResizable), [nil])
    }
}
