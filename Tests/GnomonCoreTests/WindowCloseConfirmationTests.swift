import GnomonCore
import GnomonTesting
import Testing

/// A window whose document has changes that cannot be saved asks before it closes.
struct UnsavedDocumentWindow: View {
    @State var isDirty = true
    @State private var closing: WindowCloseAttempt?
    @State private var asks = false

    var body: some View {
        VStack {
            Text(isDirty ? "Unsaved" : "Saved")
            Button("Save") { isDirty = false }
        }
        .confirmsWindowClose(when: isDirty) { attempt in
            closing = attempt
            asks = true
        }
        .alert("Close without saving?", isPresented: $asks) {
            Button(closing?.isQuitting == true ? "Quit Anyway" : "Close Anyway", role: .destructive) { closing?.proceed() }
            Button("Cancel", role: .cancel) { closing = nil }
        }
    }
}

@Suite("Asking before a window closes") @MainActor
struct WindowCloseConfirmationTests {
    @Test func aWindowWithUnsavedChangesAsksAndStaysOpenUntilTheUserLetsItGo() throws {
        let host = TestHost(UnsavedDocumentWindow())
        host.requestClose(quitting: false)
        host.settle()
        #expect(!host.isClosed)
        let asked = try #require(host.presentedDialogs.first)
        #expect(asked.dialog.buttons.map(\.title).contains("Close Anyway"))
        host.answerDialog(of: asked.widget, with: "Cancel")
        host.settle()
        #expect(!host.isClosed, "Cancel keeps the window")

        host.requestClose(quitting: true)
        host.settle()
        let again = try #require(host.presentedDialogs.first)
        #expect(again.dialog.buttons.map(\.title).contains("Quit Anyway"), "the attempt says the app is quitting")
        host.answerDialog(of: again.widget, with: "Quit Anyway")
        host.settle()
        #expect(host.isClosed)
    }

    @Test func aWindowWithNothingToLoseClosesAtOnce() throws {
        let host = TestHost(UnsavedDocumentWindow())
        host.tap(try #require(host.find(text: "Save")))
        host.settle()
        host.requestClose(quitting: false)
        #expect(host.isClosed)
        #expect(host.presentedDialogs.isEmpty)
    }
}
