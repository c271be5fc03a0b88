import CGtk
import GnomonCore
import GnomonGtk
import GnomonTesting
import XCTest

/// The keyboard: Tab moves through the controls in the order the view lists them, as GTK moves
/// through its widget tree.
final class GtkFocusTests: XCTestCase {
    struct SignUp: View {
        @State var name = ""
        @State var password = ""
        @State var news = false
        @State var plan = 0

        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $name)
                SecureField("Password", text: $password)
                Toggle("Send me news", isOn: $news)
                Picker("Plan", selection: $plan) {
                    Text("Free").tag(0)
                    Text("Pro").tag(1)
                }
                .pickerStyle(.segmented)
                Button("Sign up") {}
            }
        }
    }

    @MainActor func testTabFollowsTheViewOrder() async throws {
        let host = GtkTestHost(SignUp())
        defer { host.close() }
        host.settle()
        // From the first field, each Tab: the next control (each segment is one).
        let expected = ["GtkPasswordEntry", "GtkCheckButton", "GtkToggleButton", "GtkToggleButton", "GtkButton"]
        let first = host.widgetPointer(try XCTUnwrap(host.findAll("GtkEntry").first))
        XCTAssertEqual(gtk_widget_grab_focus(first), 1)
        let window = try XCTUnwrap(gtk_widget_get_root(first))
        let windowWidget = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self)
        var visited: [String] = []
        for _ in 0..<expected.count {
            XCTAssertEqual(gtk_widget_child_focus(windowWidget, GTK_DIR_TAB_FORWARD), 1)
            var focus = gtk_root_get_focus(window)
            // The focus is on the control or inside it (an entry's text): name the control.
            while let current = focus, GtkWidgetHandle.of(current) == nil { focus = gtk_widget_get_parent(current) }
            visited.append(focus.map { String(cString: gnomon_type_name($0)) } ?? "none")
        }
        XCTAssertEqual(visited, expected)
    }
}
