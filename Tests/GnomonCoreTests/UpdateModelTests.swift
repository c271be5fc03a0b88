@testable import GnomonCore
import GnomonTesting
import Observation
import XCTest

@Observable
final class Entry: Identifiable {
    let id: Int
    var title: String
    var detail = ""

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// Shows one property of its own observable entry.
struct EntryRow: View {
    let entry: Entry
    var body: some View { Text(entry.title) }
}

struct Header: View {
    let title: String
    var body: some View { Text(title).styleClass("title-2") }
}

/// A header reading root state, and a thousand rows of observable entries.
struct EntryScreen: View {
    let entries: [Entry]
    @State private var title = "Entries"

    var body: some View {
        VStack {
            Header(title: title)
            Button("Rename") { title = "Renamed" }
            ForEach(entries) { entry in
                EntryRow(entry: entry)
            }
        }
    }
}

/// Updates cost what changed: only views that read what changed re-run their bodies.
final class UpdateModelTests: XCTestCase {
    @MainActor func testChangingOneObservedPropertyReEvaluatesExactlyThatRow() async throws {
        let entries = (0..<1000).map { Entry(id: $0, title: "Entry \($0)") }
        let host = TestHost(EntryScreen(entries: entries))
        XCTAssertEqual(host.lastBodyEvaluations.filter { $0 == "EntryRow" }.count, 1000)
        let label = try XCTUnwrap(host.find(text: "Entry 500"))

        entries[500].title = "Changed"
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["EntryRow"])
        XCTAssertEqual(host.lastMutations, [
            Mutation(kind: .set, widget: "GnomonLabel", widgetID: label.id, property: "label", value: "\"Changed\"")
        ])

        entries[500].detail = "not read by anyone"
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, [], "a property nobody read updates nobody")
    }

    @MainActor func testRootStateReadOnlyByAHeaderReEvaluatesNoRow() async throws {
        let entries = (0..<1000).map { Entry(id: $0, title: "Entry \($0)") }
        let host = TestHost(EntryScreen(entries: entries))
        host.tap(try XCTUnwrap(host.find(text: "Rename")))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["EntryScreen", "Header"])
        XCTAssertEqual(host.lastMutations.map(\.description), [
            "set GnomonLabel#\(host.find(text: "Renamed")!.id) label=\"Renamed\""
        ])
    }

    @MainActor func testAnIdleSettleEvaluatesNothing() async {
        let host = TestHost(EntryScreen(entries: []))
        XCTAssertEqual(host.lastBodyEvaluations, ["EntryScreen", "Header"], "the mount")
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, [])
    }

    @MainActor func testStateReadOnlyThroughABindingUpdatesOnlyItsReader() async throws {
        struct Editor: View {
            @Binding var text: String
            var body: some View {
                VStack {
                    TextField("Text", text: $text)
                    Text("\(text.count) characters")
                }
            }
        }
        struct Owner: View {
            @State private var text = ""
            var body: some View { Editor(text: $text) }
        }
        let host = TestHost(Owner())
        host.type("hello", into: try XCTUnwrap(host.findAll("GtkEntry").first))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["Editor"], "the owner never read the text")
        XCTAssertNotNil(host.find(text: "5 characters"))
    }

    @MainActor func testStateReadOnlyInAnActionUpdatesNothing() async throws {
        struct Clicks: View {
            @State private var clicks = 0
            var body: some View { Button("Click") { clicks += 1 } }
        }
        let host = TestHost(Clicks())
        host.tap(try XCTUnwrap(host.find(text: "Click")))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, [])
        XCTAssertEqual(host.lastMutations, [])
    }

    @MainActor func testAnElementReadingABindingRefreshesWithoutAnyBody() async throws {
        struct Field: View {
            @State var text = "a"
            var body: some View {
                VStack {
                    TextField("Text", text: $text)
                    Button("Reset") { text = "" }
                }
            }
        }
        let host = TestHost(Field())
        let entry = try XCTUnwrap(host.findAll("GtkEntry").first)
        host.tap(try XCTUnwrap(host.find(text: "Reset")))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, [], "only the entry read the text")
        XCTAssertEqual(host.lastMutations.map(\.description), ["set GtkEntry#\(entry.id) text=\"\""])
    }

    /// A field bound to an `@Observable` property reads it while resolving, so Observation
    /// tracks that resolve and a change from elsewhere refreshes the field alone. (Elements
    /// made only of values, like the label beside it, resolve without that tracking.)
    @MainActor func testAnElementBoundToAnObservablePropertyRefreshesWithoutAnyBody() async throws {
        struct DetailForm: View {
            @Bindable var entry: Entry
            var body: some View {
                VStack {
                    Text(entry.title)
                    TextField("Detail", text: $entry.detail)
                }
            }
        }
        let entry = Entry(id: 1, title: "One")
        let host = TestHost(DetailForm(entry: entry))
        let field = try XCTUnwrap(host.findAll("GtkEntry").first)
        entry.detail = "typed elsewhere"
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, [], "only the field read the detail")
        XCTAssertEqual(host.lastMutations.map(\.description), ["set GtkEntry#\(field.id) text=\"typed elsewhere\""])
        entry.title = "Uno"
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["DetailForm"], "the label's text comes from the body")
        XCTAssertNotNil(host.find(text: "Uno"))
    }

    @MainActor func testForEachContentReadsAreTracked() async throws {
        struct Titles: View {
            let entries: [Entry]
            var body: some View {
                VStack { ForEach(entries) { Text($0.title) } }
            }
        }
        let entries = (0..<3).map { Entry(id: $0, title: "T\($0)") }
        let host = TestHost(Titles(entries: entries))
        entries[1].title = "changed"
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, [], "the ForEach re-ran its content; no body did")
        XCTAssertEqual(host.lastMutations.map(\.kind), [.set])
        XCTAssertNotNil(host.find(text: "changed"))
    }

    @MainActor func testTheUpdateTraceSaysWhoRanAndWhy() async throws {
        let log = LogCapture(expecting: "update:")
        UpdateTrace.isEnabled = true
        defer { UpdateTrace.isEnabled = false }
        let host = TestHost(EntryScreen(entries: []))
        host.tap(try XCTUnwrap(host.find(text: "Rename")))
        host.settle()
        let trace = log.messages(containing: "update:").last ?? ""
        XCTAssertTrue(trace.contains("EntryScreen (_title)"), trace)
        XCTAssertTrue(trace.contains("Header (@self)"), trace)
        XCTAssertTrue(trace.contains("label=\"Renamed\""), trace)
    }

    @MainActor func testTheUpdateTraceIsSwitchedOnByGNOMON_DEBUG() async {
        XCTAssertTrue(UpdateTrace.isRequested(by: ["GNOMON_DEBUG": "updates"]))
        XCTAssertTrue(UpdateTrace.isRequested(by: ["GNOMON_DEBUG": "layout,updates"]))
        XCTAssertFalse(UpdateTrace.isRequested(by: ["GNOMON_DEBUG": "update"]))
        XCTAssertFalse(UpdateTrace.isRequested(by: [:]))
    }

    @MainActor func testLogChangesNamesTheStateThatChanged() async throws {
        struct Logged: View {
            @State private var count = 0
            var body: some View {
                let _ = Self._logChanges()
                Button("\(count)") { count += 1 }
            }
        }
        let log = LogCapture(expecting: "Logged:")
        let host = TestHost(Logged())
        host.tap(try XCTUnwrap(host.find(text: "0")))
        host.settle()
        XCTAssertEqual(log.messages(containing: "Logged:"), [
            "info: Logged: @identity changed.", "info: Logged: _count changed.",
        ])
    }

    @MainActor func testAMountedBodyHoldsNoStorageForItsChangeReasons() async throws {
        final class Probe { weak var node: BodyNode? }
        struct Probed: View {
            let probe: Probe
            @State private var count = 0
            var body: some View {
                let _ = (probe.node = DependencyTracking.current as? BodyNode)
                Button("\(count)") { count += 1 }
            }
        }
        let probe = Probe()
        let host = TestHost(Probed(probe: probe))
        let node = try XCTUnwrap(probe.node)
        XCTAssertEqual(node.changeReasons.capacity, 0, "mounting a body allocates nothing for its reasons")
        host.tap(try XCTUnwrap(host.find(text: "0")))
        host.settle()
        XCTAssertTrue(node.changeReasons.isEmpty)
        XCTAssertGreaterThan(node.changeReasons.capacity, 0, "an update keeps room for the next one's reasons")
    }

    @MainActor func testStateWrittenDuringBodyIsReportedAndAppliedNextUpdate() async {
        struct Writer: View {
            @State private var seen = 0
            var body: some View {
                let _ = seen < 1 ? (seen = 1) : ()
                Text("seen \(seen)")
            }
        }
        let log = LogCapture(expecting: "was written while Writer was being evaluated")
        let host = TestHost(Writer())
        XCTAssertEqual(log.messages(containing: "was written while Writer was being evaluated").count, 1)
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["Writer"], "the write took effect in the next update")
        XCTAssertNotNil(host.find(text: "seen 1"))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, [], "and did not loop")
    }
}
