import GnomonCore
import GnomonTesting
import XCTest

/// `@FocusState` in GTK: writing the state grabs GTK's focus, GTK's focus moving writes the
/// state, as headless.
final class GtkFocusStateTests: XCTestCase {
    enum Field: Hashable { case title, body }

    struct Note: View {
        @State private var title = ""
        @State private var text = ""
        @FocusState private var focus: Field?
        var body: some View {
            VStack {
                Text("Focus: \(focus.map { "\($0)" } ?? "none")")
                TextField("Title", text: $title).focused($focus, equals: .title)
                TextField("Body", text: $text).focused($focus, equals: .body)
                Button("Edit Body") { focus = .body }
                Button("Edit Title") { focus = .title }
            }
        }
    }

    @MainActor func testFocusMovesBothWaysAsHeadless() async {
        let gtk = GtkTestHost(Note())
        defer { gtk.close() }
        let headless = TestHost(Note())
        for host in [gtk, headless] as [any TestingHost] {
            host.tap(host.find(text: "Edit Body")!)
            host.settle()
            XCTAssertEqual(host.focusedWidget, host.findAll("GtkEntry")[1], "\(host)")
            XCTAssertNotNil(host.find(text: "Focus: body"), "\(host)")
            host.focus(host.findAll("GtkEntry")[0])
            host.settle()
            XCTAssertNotNil(host.find(text: "Focus: title"), "\(host)")
        }
        XCTAssertEqual(gtk.dump(), headless.dump())
    }
}
