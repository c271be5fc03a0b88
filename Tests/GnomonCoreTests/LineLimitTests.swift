import GnomonCore
import GnomonTesting
import XCTest

final class LineLimitTests: XCTestCase {
    /// No limit wraps; one line is a plain label that ends in "…"; more lines wrap, up to the
    /// limit, and end in "…".
    @MainActor func testLineLimitsBecomeLabelProperties() async {
        let host = TestHost(VStack {
            Text("free")
            Text("one").lineLimit(1)
            Text("three").lineLimit(3)
        })
        XCTAssertEqual(host.dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GnomonLabel halign=center label="free" natural-wrap-mode=none wrap=true
              GnomonLabel ellipsize=end halign=center label="one"
              GnomonLabel ellipsize=end halign=center label="three" lines=3 natural-wrap-mode=none wrap=true
            """)
    }

    /// The limit is environment: it reaches every `Text` inside, and a change updates those
    /// labels without re-running any body.
    @MainActor func testAChangedLimitUpdatesTheLabelsInside() async {
        struct Rows: View {
            var body: some View { VStack { Text("a"); Text("b") } }
        }
        struct Limited: View {
            var limit: Int?
            var body: some View { Rows().lineLimit(limit) }
        }
        let host = TestHost(Limited(limit: nil))
        host.update(Limited(limit: 1))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["Limited"])
        XCTAssertEqual(host.lastMutations.map(\.description).sorted(), [
            "set GnomonLabel#2 ellipsize=end", "set GnomonLabel#2 natural-wrap-mode=inherit", "set GnomonLabel#2 wrap=false",
            "set GnomonLabel#3 ellipsize=end", "set GnomonLabel#3 natural-wrap-mode=inherit", "set GnomonLabel#3 wrap=false",
        ])
    }

    @MainActor func testALimitBelowOneIsReportedAndIgnored() async {
        let log = LogCapture(expecting: "lineLimit(0) must be at least 1")
        let host = TestHost(Text("x").lineLimit(0))
        XCTAssertEqual(host.dump(), """
            GnomonLabel halign=center label="x" natural-wrap-mode=none valign=center wrap=true
            """)
        XCTAssertEqual(log.messages(containing: "lineLimit(0) must be at least 1").count, 1)
    }

    /// `styleClass(nil)` adds nothing, so a class can follow a condition.
    @MainActor func testAnOptionalStyleClassFollowsItsCondition() async {
        struct Row: View {
            var selected: Bool
            var body: some View { Text("row").styleClass(selected ? "selected" : nil) }
        }
        let host = TestHost(Row(selected: false))
        XCTAssertFalse(host.dump().contains(".selected"))
        host.update(Row(selected: true))
        host.settle()
        XCTAssertEqual(host.lastMutations.map(\.description), ["addClass GnomonLabel#1 selected"])
        host.update(Row(selected: false))
        host.settle()
        XCTAssertEqual(host.lastMutations.map(\.description), ["removeClass GnomonLabel#1 selected"])
    }
}
