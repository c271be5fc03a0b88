import CGtk
import GnomonCore
import GnomonTesting
import XCTest

/// Calls of a toggle's binding setter, and model writes from elsewhere.
@MainActor
final class SetterLog {
    var calls: [Bool] = []
}

struct WatchedToggle: View {
    let log: SetterLog
    @State var on = false
    @State var unrelated = 0

    var body: some View {
        VStack {
            Toggle("Watched", isOn: Binding(get: { on }, set: { log.calls.append($0); on = $0 }))
            Toggle("Switch", isOn: Binding(get: { on }, set: { log.calls.append($0); on = $0 }))
                .toggleStyle(.switch)
            Button("Model on") { on = true }
            Button("Model off") { on = false }
            Button("Unrelated \(unrelated)") { unrelated += 1 }
        }
    }
}

struct Typing: View {
    @State var text = ""
    @State var unrelated = 0

    var body: some View {
        VStack {
            TextField("Note", text: $text)
            Text("\(text.count) characters")
            Button("Unrelated \(unrelated)") { unrelated += 1 }
        }
    }
}

/// Model writes never reach the user's handlers, and what the user typed survives updates.
final class GtkInputTests: XCTestCase {
    @MainActor func testAToggleBoundToStateDoesNotRefireWhenTheModelSetsIt() async throws {
        let log = SetterLog()
        let host = GtkTestHost(WatchedToggle(log: log))
        defer { host.close() }
        let check = try XCTUnwrap(host.find(text: "Watched"))
        let toggleSwitch = try XCTUnwrap(host.findAll("GtkSwitch").first)

        host.tap(try XCTUnwrap(host.find(text: "Model on")))
        host.settle()
        XCTAssertEqual(host.property(.active, of: check), true, "GTK shows the model's value")
        XCTAssertEqual(host.property(.active, of: toggleSwitch), true)
        host.tap(try XCTUnwrap(host.find(text: "Model off")))
        host.settle()
        XCTAssertEqual(host.property(.active, of: check), false)
        XCTAssertEqual(log.calls, [], "setting the widgets from the model did not call the bindings' setters")

        host.tap(check)
        host.settle()
        XCTAssertEqual(log.calls, [true], "a click calls the setter once")
        XCTAssertEqual(host.property(.active, of: toggleSwitch), true, "the other toggle follows")
        host.tap(toggleSwitch)
        host.settle()
        XCTAssertEqual(log.calls, [true, false])
        XCTAssertEqual(host.property(.active, of: check), false)
    }

    @MainActor func testTypingIsNotResetByAnUnrelatedUpdate() async throws {
        let host = GtkTestHost(Typing())
        defer { host.close() }
        let field = try XCTUnwrap(host.findAll("GtkEntry").first)
        let entry = OpaquePointer(host.widgetPointer(field))
        host.type("Hello", into: field)
        host.settle()
        var position: Int32 = 2  // the cursor, mid-word
        gtk_editable_insert_text(entry, "yy", -1, &position)  // typing at the cursor
        gtk_editable_set_position(entry, position)
        host.settle()
        XCTAssertEqual(host.property(.text, of: field), "Heyyllo")
        XCTAssertNotNil(host.find(text: "7 characters"))

        host.tap(try XCTUnwrap(host.find(text: "Unrelated 0")))
        host.settle()
        XCTAssertEqual(host.property(.text, of: field), "Heyyllo")
        XCTAssertEqual(gtk_editable_get_position(entry), 4, "the cursor stayed where the user left it")
        XCTAssertFalse(host.lastMutations.contains { $0.widgetID == field.id }, "the entry was not written")
    }
}

/// Enter in a GTK text field (its `activate`) runs the `onSubmit` actions around it.
final class GtkSubmitTests: XCTestCase {
    @MainActor final class Log {
        var entries: [String] = []
    }

    struct Search: View {
        let log: Log
        @State var query = ""
        var body: some View {
            TextField("Search", text: $query)
                .onSubmit { log.entries.append("search \(query)") }
        }
    }

    @MainActor func testEnterSubmits() async throws {
        let log = Log()
        let host = GtkTestHost(Search(log: log))
        defer { host.close() }
        let field = try XCTUnwrap(host.findAll("GtkEntry").first)
        host.type("gnome", into: field)
        host.settle()
        host.submit(field)
        host.settle()
        XCTAssertEqual(log.entries, ["search gnome"])
    }
}
