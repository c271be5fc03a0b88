import GnomonCore
import GnomonTesting
import XCTest

/// `@FocusState` with `.focused`: the app moves the focus by writing the state, and the
/// state follows the user moving it.
final class FocusStateTests: XCTestCase {
    enum Field: Hashable { case name, password }

    struct Login: View {
        @State private var name = ""
        @State private var password = ""
        @FocusState private var focus: Field?
        @FocusState private var searching: Bool
        var body: some View {
            VStack {
                Text("Focus: \(focus.map { "\($0)" } ?? "none"), searching \(searching)")
                TextField("Name", text: $name).focused($focus, equals: .name)
                SecureField("Password", text: $password).focused($focus, equals: .password)
                TextField("Search", text: .constant("")).focused($searching)
                Button("Next") { focus = .password }
                Button("Find") { searching = true }
                Button("Done") { focus = nil }
            }
        }
    }

    @MainActor func testTheAppMovesTheFocus() async {
        let host = TestHost(Login())
        XCTAssertNil(host.focusedWidget)
        host.tap(host.find(text: "Next")!)
        host.settle()
        XCTAssertEqual(host.focusedWidget, host.findAll("GtkPasswordEntry")[0])
        XCTAssertNotNil(host.find(text: "Focus: password, searching false"))
        host.tap(host.find(text: "Find")!)
        host.settle()
        XCTAssertEqual(host.focusedWidget, host.findAll("GtkEntry")[1])
        XCTAssertNotNil(host.find(text: "Focus: none, searching true"), "the password field lost it")
    }

    @MainActor func testTheStateFollowsTheUser() async {
        let host = TestHost(Login())
        host.focus(host.findAll("GtkEntry")[0])
        host.settle()
        XCTAssertNotNil(host.find(text: "Focus: name, searching false"))
        host.focus(host.findAll("GtkEntry")[1])
        host.settle()
        XCTAssertNotNil(host.find(text: "Focus: none, searching true"))
        XCTAssertEqual(host.property(.focused, of: host.findAll("GtkEntry")[0]), false)
        XCTAssertEqual(host.property(.focused, of: host.findAll("GtkEntry")[1]), true)
    }
}
