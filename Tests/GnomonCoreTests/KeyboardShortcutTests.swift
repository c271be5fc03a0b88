import GnomonCore
import GnomonTesting
import XCTest

/// `.keyboardShortcut`: a control's trigger as GTK spells it, and pressing it fires the control.
final class KeyboardShortcutTests: XCTestCase {
    struct Editor: View {
        var canSave = true
        @State private var saved = 0
        @State private var bold = false
        var body: some View {
            VStack {
                Text("Saved \(saved) times")
                Button("Save") { saved += 1 }
                    .keyboardShortcut("s")
                    .disabled(!canSave)
                Toggle("Bold", isOn: $bold).keyboardShortcut("b", modifiers: [.command, .shift])
                Button("Done") {}.keyboardShortcut(.defaultAction)
                Button("Close") {}.keyboardShortcut(.escape, modifiers: [])
                Button("Back") {}.keyboardShortcut(.leftArrow, modifiers: .option)
                Button("Zoom In") {}.keyboardShortcut("+")
                Button("Plain") {}.keyboardShortcut(nil)
            }
        }
    }

    @MainActor func testTriggersAreGtksSpelling() async {
        let host = TestHost(Editor())
        let triggers = host.findAll("GtkButton").map { host.property(.shortcut, of: $0) }
        XCTAssertEqual(triggers, ["<Control>s", "Return", "Escape", "<Alt>Left", "<Control>plus", nil])
        XCTAssertEqual(host.property(.shortcut, of: host.findAll("GtkCheckButton")[0]), "<Shift><Control>b")
    }

    @MainActor func testPressingTheKeyFiresTheControl() async {
        let host = TestHost(Editor())
        host.pressKey("s", modifiers: .command)
        host.settle()
        XCTAssertNotNil(host.find(text: "Saved 1 times"))
        host.pressKey("b", modifiers: [.control, .shift])
        host.settle()
        XCTAssertEqual(host.property(.active, of: host.findAll("GtkCheckButton")[0]), true)
        host.pressKey("s", modifiers: .shift)  // no control has it
        host.settle()
        XCTAssertNotNil(host.find(text: "Saved 1 times"))
    }

    @MainActor func testADisabledControlIgnoresItsKey() async {
        let host = TestHost(Editor(canSave: false))
        host.pressKey("s", modifiers: .command)
        host.settle()
        XCTAssertNotNil(host.find(text: "Saved 0 times"))
    }

    @MainActor func testTheShortcutFollowsTheModel() async {
        struct Switching: View {
            var key: KeyEquivalent?
            var body: some View {
                Button("Go") {}.keyboardShortcut(key.map { KeyboardShortcut($0) })
            }
        }
        let host = TestHost(Switching(key: "g"))
        host.update(Switching(key: "h"))
        host.settle()
        XCTAssertEqual(host.lastMutations.map(\.description), ["set GtkButton#1 shortcut=\"<Control>h\""])
        host.update(Switching(key: nil))
        host.settle()
        XCTAssertEqual(host.property(.shortcut, of: host.findAll("GtkButton")[0]), .some(nil))
    }
}
