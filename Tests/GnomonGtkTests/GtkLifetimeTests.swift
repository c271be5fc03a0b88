import CGtk
import GnomonCore
import GnomonGtk
import GnomonTesting
import XCTest

/// Rows with a toggle, an entry and a button each: widgets with signal handlers.
struct HandlerRows: View {
    var ids: [Int]
    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { id in
                HStack {
                    Toggle("Row \(id)", isOn: .constant(false))
                    TextField("Title", text: .constant(""))
                    Button("Remove") {}
                }
            }
        }
    }
}

/// Every widget a removed node owned is finalized, and its signal handlers' closures freed.
final class GtkLifetimeTests: XCTestCase {
    @MainActor func testRemovedRowsAreFinalized() async {
        let host = GtkTestHost(HandlerRows(ids: []))
        defer { host.close() }
        let widgets = GtkHost.liveWidgetCount
        let handlers = GtkHost.liveSignalHandlerCount

        host.update(HandlerRows(ids: Array(0..<50)))
        host.settle()
        XCTAssertEqual(GtkHost.liveWidgetCount - widgets, 50 * 4, "a box, a check button, an entry and a button per row")
        XCTAssertEqual(GtkHost.liveSignalHandlerCount - handlers, 50 * 3)

        host.update(HandlerRows(ids: Array(10..<50)))
        host.settle()
        XCTAssertEqual(GtkHost.liveWidgetCount - widgets, 40 * 4, "removing 10 rows finalized their 40 widgets")
        XCTAssertEqual(GtkHost.liveSignalHandlerCount - handlers, 40 * 3)

        host.update(HandlerRows(ids: []))
        host.settle()
        XCTAssertEqual(GtkHost.liveWidgetCount, widgets)
        XCTAssertEqual(GtkHost.liveSignalHandlerCount, handlers)
    }

    @MainActor func testClosingTheWindowFinalizesEverything() async {
        let widgets = GtkHost.liveWidgetCount
        let handlers = GtkHost.liveSignalHandlerCount
        let host = GtkTestHost(HandlerRows(ids: Array(0..<20)))
        XCTAssertGreaterThan(GtkHost.liveWidgetCount, widgets)
        host.close()
        XCTAssertEqual(GtkHost.liveWidgetCount, widgets)
        XCTAssertEqual(GtkHost.liveSignalHandlerCount, handlers)
    }

    @MainActor func testBranchSwitchesFinalizeTheOldBranch() async throws {
        struct Switcher: View {
            @State var editing = false
            var body: some View {
                VStack {
                    Button("Switch") { editing.toggle() }
                    if editing { HandlerRows(ids: [1, 2, 3]) } else { Text("Not editing") }
                }
            }
        }
        let host = GtkTestHost(Switcher())
        defer { host.close() }
        let widgets = GtkHost.liveWidgetCount
        for _ in 0..<5 {
            host.tap(try XCTUnwrap(host.find(text: "Switch")))
            host.settle()
            host.tap(try XCTUnwrap(host.find(text: "Switch")))
            host.settle()
        }
        XCTAssertEqual(GtkHost.liveWidgetCount, widgets)
    }
}
