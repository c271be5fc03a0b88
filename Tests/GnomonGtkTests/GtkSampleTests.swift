import GnomonCore
import GnomonTesting
import XCTest

@testable import CounterViews
@testable import EngineTourViews
@testable import RowsViews

/// The samples in real GTK windows: the widget tree read back from GTK equals the headless
/// one, before and after every interaction, and both hosts apply the same mutations.
final class GtkSampleTests: XCTestCase {
    /// Runs the same interactions on both hosts, comparing dumps and mutations after each.
    @MainActor
    private func compare<V: View>(_ view: @autoclosure () -> V, _ steps: [(String, (any TestingHost) -> Void)], file: StaticString = #filePath, line: UInt = #line) {
        let gtk = GtkTestHost(view())
        defer { gtk.close() }
        let headless = TestHost(view())
        XCTAssertEqual(gtk.dump(), headless.dump(), "mount", file: file, line: line)
        XCTAssertEqual(gtk.lastMutations, headless.lastMutations, "mount", file: file, line: line)
        for (name, step) in steps {
            step(gtk)
            gtk.settle()
            step(headless)
            headless.settle()
            XCTAssertEqual(gtk.dump(), headless.dump(), name, file: file, line: line)
            XCTAssertEqual(gtk.lastMutations, headless.lastMutations, name, file: file, line: line)
        }
    }

    @MainActor func testCounter() async {
        let gtk = GtkTestHost(CounterView())
        XCTAssertEqual(gtk.dump(), """
            GtkBox halign=center margin-bottom=24 margin-end=24 margin-start=24 margin-top=24 orientation=vertical spacing=18 valign=center
              GnomonLabel halign=center label="0" natural-wrap-mode=none wrap=true .title-1
              GtkBox halign=center spacing=12
                GtkButton label="Decrement" sensitive=false valign=center
                GtkButton label="Increment" valign=center .suggested-action
            """)
        gtk.close()

        compare(CounterView(), [
            ("increment", { $0.tap($0.find(text: "Increment")!) }),
            ("increment twice", { host in host.tap(host.find(text: "Increment")!); host.tap(host.find(text: "Increment")!) }),
            ("decrement", { $0.tap($0.find(text: "Decrement")!) }),
            ("idle", { _ in }),
        ])
    }

    @MainActor func testRows() async {
        func trash(_ host: any TestingHost, _ index: Int) -> WidgetHandle {
            host.findAll("GtkButton").filter { host.property(.iconName, of: $0) == "user-trash-symbolic" }[index]
        }
        compare(RowsView(), [
            ("add", { $0.tap($0.find(text: "Add")!) }),
            ("check row 2", { $0.tap($0.findAll("GtkCheckButton")[1]) }),
            ("edit row 4", { $0.type("Buy milk", into: $0.findAll("GtkEntry")[3]) }),
            ("shuffle", { $0.tap($0.find(text: "Shuffle")!) }),
            ("remove done", { $0.tap($0.find(text: "Remove Done")!) }),
            ("remove row 1", { $0.tap(trash($0, 0)) }),
            ("shuffle again", { $0.tap($0.find(text: "Shuffle")!) }),
        ])
    }

    @MainActor func testEngineTour() async {
        func plus(_ host: any TestingHost, _ index: Int) -> WidgetHandle {
            host.findAll("GtkButton").filter { host.property(.iconName, of: $0) == "list-add-symbolic" }[index]
        }
        func fruit(_ host: any TestingHost, _ index: Int) -> WidgetHandle {
            host.findAll("GtkButton").filter {
                host.property(.label, of: $0) == .some(nil) && host.property(.iconName, of: $0) == .some(nil)
            }[index]
        }
        compare(EngineTourView(), [
            ("step the default stepper", { $0.tap(plus($0, 0)) }),
            ("step the inline stepper", { $0.tap(plus($0, 1)) }),
            ("pick the apple", { $0.tap(fruit($0, 0)) }),
            ("pick the plum", { $0.tap(fruit($0, 2)) }),
        ])
        // The real GTK here is 4.8: the versioned view chose its first body.
        let gtk = GtkTestHost(EngineTourView())
        XCTAssertNotNil(gtk.find(text: "GTK 4.8: v1Body"))
        gtk.close()
    }
}
