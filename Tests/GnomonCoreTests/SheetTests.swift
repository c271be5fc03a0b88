import GnomonCore
import GnomonTesting
import XCTest

/// `.sheet`: a window of its own while presented, with its own header bar and title; Escape,
/// a toolbar button or `dismiss` inside close it; `.sheet(item:)` shows the item's sheet.
final class SheetTests: XCTestCase {
    struct Composer: View {
        @Binding var notes: [String]
        @State private var draft = ""
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            TextField("Title", text: $draft)
                .navigationTitle("New Note")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Add") {
                            notes.append(draft)
                            dismiss()
                        }
                    }
                }
        }
    }

    struct Notes: View {
        @State var notes: [String] = []
        @State var composing = false
        @State var dismissals = 0
        var body: some View {
            VStack {
                Text("\(notes.count) notes, \(dismissals) closed")
                Button("Compose") { composing = true }
            }
            .navigationTitle("Notes")
            .sheet(isPresented: $composing, onDismiss: { dismissals += 1 }) { Composer(notes: $notes) }
        }
    }

    @MainActor func testASheetIsAWindowWithItsOwnHeaderBarAndTitle() async {
        let host = TestHost(scene: WindowGroup("Notes") { Notes() })
        XCTAssertTrue(host.presentedSheets.isEmpty)
        host.tap(host.find(text: "Compose")!)
        host.settle()
        XCTAssertEqual(host.presentedSheets.map(\.title), ["New Note"])
        XCTAssertEqual(host.windowTitle, "Notes", "the window keeps its own title")
        XCTAssertTrue(host.dump().contains("""
              GtkWindow visible=true
                GtkHeaderBar .context-header-bar
                  GtkBox spacing=6
                    GtkButton halign=center label="Cancel" valign=center
                  GtkBox spacing=6
                    GtkButton halign=center label="Add" shortcut="Return" valign=center .suggested-action
                GtkEntry accessibility="label: Title" hexpand=true placeholder-text="Title" valign=center
            """), host.dump())
        host.type("Milk", into: host.findAll("GtkEntry")[0])
        host.tap(host.find(text: "Add")!)
        host.settle()
        XCTAssertTrue(host.presentedSheets.isEmpty)
        XCTAssertNotNil(host.find(text: "1 notes, 1 closed"))
    }

    @MainActor func testEscapeAndCancelCloseTheSheetAndDropItsState() async {
        let host = TestHost(scene: WindowGroup("Notes") { Notes() })
        host.tap(host.find(text: "Compose")!)
        host.settle()
        host.type("Draft", into: host.findAll("GtkEntry")[0])
        host.closeSheet(host.presentedSheets[0])
        host.settle()
        XCTAssertTrue(host.presentedSheets.isEmpty)
        XCTAssertNotNil(host.find(text: "0 notes, 1 closed"))
        host.tap(host.find(text: "Compose")!)
        host.settle()
        XCTAssertEqual(host.property(.text, of: host.findAll("GtkEntry")[0]), "", "a new sheet starts afresh")
        host.tap(host.find(text: "Cancel")!)
        host.settle()
        XCTAssertNotNil(host.find(text: "0 notes, 2 closed"))
    }

    @MainActor func testASheetForAnItemShowsThatItem() async {
        struct Note: Identifiable { let id: Int }
        struct Browser: View {
            @State var editing: Note?
            var body: some View {
                VStack {
                    Button("Edit 1") { editing = Note(id: 1) }
                    Button("Edit 2") { editing = Note(id: 2) }
                }
                .sheet(item: $editing) { note in Text("Editing \(note.id)").navigationTitle("Note \(note.id)") }
            }
        }
        let host = TestHost(scene: WindowGroup { Browser() })
        host.tap(host.find(text: "Edit 1")!)
        host.settle()
        XCTAssertEqual(host.presentedSheets.map(\.title), ["Note 1"])
        host.tap(host.find(text: "Edit 2")!)
        host.settle()
        XCTAssertEqual(host.presentedSheets.map(\.title), ["Note 2"])
        XCTAssertNil(host.find(text: "Editing 1"))
        host.closeSheet(host.presentedSheets[0])
        host.settle()
        XCTAssertTrue(host.presentedSheets.isEmpty)
    }
}
