import CGtk
import GnomonCore
import GnomonTesting
import XCTest

/// A window tells its views how wide and tall it is (`horizontalSizeClass`,
/// `verticalSizeClass`) and whether it is in use (`scenePhase`), while it is open.
final class GtkWindowStateTests: XCTestCase {
    struct Adaptive: View {
        @Environment(\.horizontalSizeClass) private var width
        @Environment(\.verticalSizeClass) private var height
        @Environment(\.scenePhase) private var phase

        var body: some View {
            VStack {
                if width == .compact {
                    Text("Compact width")
                } else {
                    Text("Regular width")
                }
                Text(height == .compact ? "Compact height" : "Regular height")
                Text("Phase \(phase == .active ? "active" : phase == .inactive ? "inactive" : "background")")
            }
        }
    }

    @MainActor func testSizeClassesFollowTheWindowsSize() async throws {
        let host = GtkTestHost(Adaptive())
        defer { host.close() }
        host.resize(width: 360, height: 640)
        host.settle()
        XCTAssertNotNil(host.find(text: "Compact width"), "a phone's width")
        XCTAssertNotNil(host.find(text: "Regular height"))
        host.resize(width: 900, height: 400)
        host.settle()
        XCTAssertNotNil(host.find(text: "Regular width"))
        XCTAssertNotNil(host.find(text: "Compact height"))
    }

    @MainActor func testTheScenePhaseFollowsTheFocusBetweenWindows() async throws {
        let first = GtkTestHost(Adaptive())
        defer { first.close() }
        first.focus(first.findAll("GnomonLabel")[0])
        first.settle()
        XCTAssertNotNil(first.find(text: "Phase active"))
        let second = GtkTestHost(Adaptive())
        defer { second.close() }
        second.focus(second.findAll("GnomonLabel")[0])
        second.settle()
        first.settle()
        XCTAssertNotNil(second.find(text: "Phase active"))
        XCTAssertNotNil(first.find(text: "Phase inactive"), "the other window has the focus")
    }
}
