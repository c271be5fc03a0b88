import GnomonCore
import GnomonTesting
import XCTest

/// `alert` and `confirmationDialog`: presented as the widget's `dialog` while the binding is
/// true, answered through the test host, each answer running its button and dismissing it.
final class DialogTests: XCTestCase {
    struct Note: View {
        @State private var confirming = false
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Text(log.isEmpty ? "Nothing yet" : log.joined(separator: ", "))
                Button("Delete") { confirming = true }
                    .alert("Delete “Groceries”?", isPresented: $confirming) {
                        Button("Delete", role: .destructive) { log.append("deleted") }
                        Button("Keep", role: .cancel) { log.append("kept") }
                    } message: {
                        Text("It cannot be undone.")
                    }
            }
        }
    }

    @MainActor func testTheDialogShowsWhilePresentedAndEachAnswerDismissesIt() async {
        let host = TestHost(Note())
        XCTAssertEqual(host.presentedDialogs, [])
        host.tap(host.find(text: "Delete")!)
        host.settle()
        let shown = host.presentedDialogs
        XCTAssertEqual(shown.count, 1)
        XCTAssertEqual(shown.first?.dialog.description, "Delete “Groceries”? — It cannot be undone. [Keep (cancel), Delete (destructive)]")
        XCTAssertEqual(shown.first?.widget, host.findAll("GtkButton")[0], "the button presents it")
        XCTAssertEqual(shown.first?.dialog.defaultButton, 0, "Enter keeps: it never destroys")
        XCTAssertTrue(host.dump().contains(#"dialog="Delete “Groceries”? — It cannot be undone. [Keep (cancel), Delete (destructive)]""#))
        host.answerDialog(of: shown[0].widget, with: "Delete")
        host.settle()
        XCTAssertEqual(host.presentedDialogs, [])
        XCTAssertNotNil(host.find(text: "deleted"))
        host.tap(host.findAll("GtkButton")[0])
        host.settle()
        host.answerDialog(of: host.presentedDialogs[0].widget, with: nil)  // Escape: the cancel button
        host.settle()
        XCTAssertEqual(host.presentedDialogs, [])
        XCTAssertNotNil(host.find(text: "deleted, kept"))
    }

    @MainActor func testAnAlertWithoutButtonsHasOKAndAConfirmationHasCancel() async {
        struct Notices: View {
            @State var showsAlert = true
            @State var confirms = true
            var body: some View {
                VStack {
                    Text("Saved").alert("Saved to your notes", isPresented: $showsAlert) {}
                    Text("Empty").confirmationDialog("Empty the trash?", isPresented: $confirms) {
                        Button("Empty Trash", role: .destructive) {}
                    }
                }
            }
        }
        let host = TestHost(Notices())
        XCTAssertEqual(host.presentedDialogs.map(\.dialog.description), [
            "Saved to your notes [OK]", "Empty the trash? [Cancel (cancel), Empty Trash (destructive)]",
        ])
        host.answerDialog(of: host.presentedDialogs[0].widget, with: "OK")
        host.settle()
        XCTAssertEqual(host.presentedDialogs.map(\.dialog.title), ["Empty the trash?"])
    }

    @MainActor func testADialogAboutDataShowsOnlyWithData() async {
        struct Trash: View {
            @State var confirming = true
            @State var note: String?
            @State var deleted = ""
            var body: some View {
                VStack {
                    Text("Deleted: \(deleted)")
                    Button("Choose") { note = "Recipes" }
                        .alert("Delete note?", isPresented: $confirming, presenting: note) { note in
                            Button("Delete \(note)", role: .destructive) { deleted = note }
                        } message: { note in
                            Text("“\(note)” goes to the trash.")
                        }
                }
            }
        }
        let host = TestHost(Trash())
        XCTAssertEqual(host.presentedDialogs, [], "no data, no dialog")
        host.tap(host.find(text: "Choose")!)
        host.settle()
        XCTAssertEqual(host.presentedDialogs.first?.dialog.message, "“Recipes” goes to the trash.")
        host.answerDialog(of: host.presentedDialogs[0].widget, with: "Delete Recipes")
        host.settle()
        XCTAssertNotNil(host.find(text: "Deleted: Recipes"))
    }

    @MainActor func testADisabledButtonDoesNotAnswer() async {
        struct Locked: View {
            @State var asking = true
            @State var answered = false
            var body: some View {
                Text(answered ? "Answered" : "Waiting").alert("Sign in?", isPresented: $asking) {
                    Button("Sign In") { answered = true }.disabled(true)
                    Button("Later", role: .cancel) {}
                }
            }
        }
        let host = TestHost(Locked())
        XCTAssertEqual(host.presentedDialogs.first?.dialog.defaultButton, 0, "Later, the cancel button: the only answer enabled")
        host.answerDialog(of: host.presentedDialogs[0].widget, with: "Sign In")
        host.settle()
        XCTAssertNotNil(host.find(text: "Waiting"))
        XCTAssertEqual(host.presentedDialogs.count, 1)
    }
}
