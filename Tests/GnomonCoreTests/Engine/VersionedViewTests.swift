import GnomonCore
import GnomonTesting
import XCTest

/// A body for GTK 4.8 and one for 4.12 on.
struct Badge: VersionedView {
    var v1Body: some View { Text("GTK 4.8") }
    var v3Body: some View { Text("GTK 4.12 or later") }
}

/// Only a body for GTK 4.14 on: nothing before it.
struct NewOnly: VersionedView {
    var v4Body: some View { Text("new") }
}

/// State read in the chosen body.
struct VersionedCounter: VersionedView {
    @State private var count = 0
    var v1Body: some View { Button("old \(count)") { count += 1 } }
    var v2Body: some View { Button("new \(count)") { count += 1 } }
}

/// A heading on GTK 4.8, a larger title from 4.14 on.
struct Emphasis: VersionedViewModifier {
    func v1Body(content: Content) -> some View { content.styleClass("heading") }
    func v4Body(content: Content) -> some View { content.styleClass("title-4") }
}

/// Only for GTK 4.12 on: unmodified before.
struct Newer: VersionedViewModifier {
    func v3Body(content: Content) -> some View { content.styleClass("accent") }
}

final class VersionedViewTests: XCTestCase {
    @MainActor private func host<V: View>(_ view: V, on version: GtkVersion) -> TestHost {
        var environment = EnvironmentValues()
        environment.gtkVersion = version
        return TestHost(view, environment: environment)
    }

    @MainActor func testTheBodyForTheRunningGtkOrTheNearestEarlierOne() async {
        let shown: [(GtkVersion, String)] = [
            (GtkVersion(4, 6), "GTK 4.8"), (.baseline, "GTK 4.8"), (GtkVersion(4, 10), "GTK 4.8"),
            (GtkVersion(4, 12), "GTK 4.12 or later"), (GtkVersion(4, 18), "GTK 4.12 or later"),
            (GtkVersion(4, 22), "GTK 4.12 or later"), (GtkVersion(5, 0), "GTK 4.12 or later"),
        ]
        for (version, text) in shown {
            XCTAssertNotNil(host(Badge(), on: version).find(text: text), "GTK \(version)")
        }
        XCTAssertNotNil(TestHost(Badge()).find(text: "GTK 4.8"), "a TestHost emulates the baseline unless told")
    }

    @MainActor func testABodyNotWrittenBeforeTheFirstIsEmpty() async {
        XCTAssertEqual(host(VStack { NewOnly() }, on: GtkVersion(4, 12)).findAll("GnomonLabel").count, 0)
        XCTAssertNotNil(host(NewOnly(), on: GtkVersion(4, 14)).find(text: "new"))
        XCTAssertNotNil(host(NewOnly(), on: GtkVersion(4, 16)).find(text: "new"))
    }

    @MainActor func testTheEnvironmentChoosesForASubtree() async {
        XCTAssertNotNil(TestHost(VStack { Badge() }.environment(\.gtkVersion, GtkVersion(4, 14))).find(text: "GTK 4.12 or later"))
    }

    /// What the chosen body reads updates it, and only it.
    @MainActor func testTheChosenBodyUpdatesWithWhatItReads() async throws {
        let host = host(VersionedCounter(), on: GtkVersion(4, 10))
        host.tap(try XCTUnwrap(host.find(text: "new 0")))
        host.settle()
        XCTAssertNotNil(host.find(text: "new 1"))
        XCTAssertEqual(host.lastBodyEvaluations, ["VersionedCounter"])
        XCTAssertEqual(host.lastMutations.map(\.kind), [.set], "the label, and nothing rebuilt")
    }

    @MainActor func testAVersionedModifierAppliesTheBodyForTheRunningGtk() async {
        let plain = TestHost(Text("a")).dump()
        for (version, expected) in [(GtkVersion.baseline, "heading"), (GtkVersion(4, 12), "heading"), (GtkVersion(4, 14), "title-4")] {
            XCTAssertEqual(host(Text("a").modifier(Emphasis()), on: version).dump(), TestHost(Text("a").styleClass(expected)).dump())
        }
        XCTAssertEqual(host(Text("a").modifier(Newer()), on: .baseline).dump(), plain, "unmodified before its first body")
        XCTAssertEqual(host(Text("a").modifier(Newer()), on: GtkVersion(4, 20)).dump(), TestHost(Text("a").styleClass("accent")).dump())
    }
}
