import Foundation
import Observation
import Testing
@testable import CounterViews
@testable import GnomonCore
import GnomonTesting

/// The headless host under Swift Testing, whose runner is an async entry point: on Linux its
/// main actor runs on a libdispatch worker thread, not on the process's first thread as under
/// XCTest. Every update path must work there as it does in an app.
@MainActor
@Suite struct SwiftTestingHostTests {
    @Test func theRunnersMainActorIsRecognised() async {
        #expect(MainActor.isCurrent)
        let detached = await Task.detached { MainActor.isCurrent }.value
        #expect(!detached, "a detached task does not run as the main actor")
    }

    @Test func tapAndSettle() throws {
        let host = TestHost(CounterView())
        host.tap(try #require(host.find(text: "Increment")))
        host.settle()
        #expect(host.find(text: "1") != nil)
        #expect(host.lastMutations.map(\.kind) == [.set, .set])
        #expect(host.dump().contains(#"GnomonLabel halign=center label="1""#))
    }

    @Test func typeIntoAField() throws {
        let host = TestHost(Greeting())
        host.type("Ada", into: try #require(host.findAll("GtkEntry").first))
        host.settle()
        #expect(host.find(text: "Hello, Ada") != nil)
        host.submit(try #require(host.findAll("GtkEntry").first))
        host.settle()
        #expect(host.find(text: "Submitted Ada") != nil)
    }

    @Test func anObservableWrittenOnTheMainActorUpdatesItsReaders() {
        let shelf = Bookshelf()
        let host = TestHost(BookCount(shelf: shelf))
        shelf.books.append("Emma")
        host.settle()
        #expect(host.find(text: "2 books") != nil)
        #expect(host.lastBodyEvaluations.count == 1)
    }

    @Test func anEnvironmentChangeUpdatesItsReaders() {
        let host = TestHost(LocaleName())
        host.updateEnvironment { $0.locale = Locale(identifier: "fr") }
        host.settle()
        #expect(host.find(text: "fr") != nil)
    }

    @Test func aTaskResumingOnTheMainActorUpdatesTheView() async {
        let shelf = Bookshelf()
        let host = TestHost(BookCount(shelf: shelf))
        await Task.detached { await shelf.empty() }.value
        host.settle()
        #expect(host.find(text: "0 books") != nil)
    }
}

/// The test API on mistakes and on what a click reaches: a call aimed at a widget that cannot
/// take it fails the test (here, a known issue) and the run goes on; a label inside a row or
/// button takes a click as the row or button would.
@MainActor
@Suite struct TestAPIMistakeTests {
    struct Probe: View {
        @State private var log = "nothing chosen"
        var body: some View {
            VStack {
                Text("Not a slider")
                Text(log)
                HStack { Text("Row 1"); Spacer(); Text("10") }
                    .contextMenu { Button("Row item") { log = "row 1 chosen" } }
            }
        }
    }

    struct Toggled: View {
        var shows: Bool
        var body: some View {
            VStack {
                if shows { Button("Gone soon") {} }
                Text("stays")
            }
        }
    }

    @Test func anInteractionAWidgetCannotTakeFailsTheTestNamingBoth() throws {
        let host = TestHost(Probe())
        let label = try #require(host.find(text: "Not a slider"))
        withKnownIssue {
            host.slide(label, to: 3)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("cannot slide GnomonLabel") && $0.rawValue.contains("not a slider") }
        }
        withKnownIssue {
            host.chooseMenuItem("Paste", in: label)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("has no menu item \"Paste\"") }
        }
        withKnownIssue {
            _ = host.shownPage(of: label)
        }
        // A handle whose widget is gone fails the test instead of trapping.
        let toggled = TestHost(Toggled(shows: true))
        let button = try #require(toggled.find(text: "Gone soon"))
        toggled.update(Toggled(shows: false))
        toggled.settle()
        withKnownIssue {
            toggled.tap(button)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("is gone") }
        }
        // The host still works.
        host.chooseContextMenuItem("Row item", on: try #require(host.find(text: "10")))
        host.settle()
        #expect(host.find(text: "row 1 chosen") != nil, "a label in the row opens the row's menu")
    }
}

/// A field and what it holds.
private struct Greeting: View {
    @State private var name = ""
    @State private var submitted = ""

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .onSubmit { submitted = name }
            Text("Hello, \(name)")
            Text("Submitted \(submitted)")
        }
    }
}

/// What issue 32 made keyboard and screen-reader facing, headless, under Swift Testing.
@MainActor
@Suite struct KeyboardAndAccessibilityTests {
    @Test func theMainMenuEndsWithKeyboardShortcutsAndAbout() throws {
        let host = TestHost(scene: WindowGroup("Notes") { Text("Notes") })
        host.pressKey("?", modifiers: .control)
        #expect(host.presentedHelpWindows == ["Keyboard Shortcuts"])
        host.chooseMenuItem("About Notes", in: try #require(host.findAll("GtkMenuButton").last))
        #expect(host.presentedHelpWindows == ["Keyboard Shortcuts", "About Notes"])
        #expect(host.dump().contains("primary=true"), "F10 opens it in GTK")
    }

    @Test func enterNeverDestroys() {
        let delete = DialogModel(
            title: "Delete?", buttons: [.init(title: "Cancel", role: .cancel), .init(title: "Delete", role: .destructive)])
        #expect(delete.defaultButton == 0)
        let save = DialogModel(title: "Save?", buttons: [.init(title: "Cancel", role: .cancel), .init(title: "Save")])
        #expect(save.defaultButton == 1)
    }

    @Test func decorationsAreHiddenAndTimesReadHourFirst() {
        let host = TestHost(VStack {
            Image(decorative: "starred-symbolic")
            DatePicker("Party", selection: .constant(Date()), displayedComponents: .hourAndMinute)
        })
        let dump = host.dump()
        #expect(dump.contains(#"GtkImage accessibility="hidden""#))
        #expect(dump.contains("GtkBox left-to-right=true spacing=4"))
        #expect(dump.contains(#"accessibility="label: Party, hour""#))
    }
}

/// What issue 33 and the end of issue 32 added, headless, under Swift Testing: form rows,
/// palette text, long text, and the user-file writer.
@MainActor
@Suite struct RowsTextAndFilesTests {
    private struct Settings: View {
        @State var wifi = false
        var body: some View {
            GnomonCore.Form { Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch) }
        }
    }

    @Test func aTapOnAFormRowsTitleTogglesItsSwitch() throws {
        let host = TestHost(Settings())
        host.tap(try #require(host.find(text: "Wi-Fi")))
        host.settle()
        #expect(host.property(.active, of: try #require(host.findAll("GtkSwitch").first)) == true)
    }

    @Test func paletteTextFollowsTheStyle() {
        #expect(GeneratedStyleClass.foreground(.red) == "gnomon-fg-palette-red-100")
        let light = GeneratedStyleClass.rule(for: "gnomon-fg-palette-red-100", dark: false) ?? ""
        let dark = GeneratedStyleClass.rule(for: "gnomon-fg-palette-red-100", dark: true) ?? ""
        #expect(light.contains("0.05") && dark.contains("0.5"), "moved toward the text colour as far as each style needs")
    }

    @Test func longTextHoldsOnlyWhatItShowsAndNulIsVisible() throws {
        let log = LogCapture(expecting: "NUL byte")
        let host = TestHost(VStack {
            Text(String(repeating: "line\n", count: 100_000)).lineLimit(1)
            TextField("Title", text: .constant("a\u{0}b"))
        })
        #expect(host.property(.label, of: try #require(host.findAll("GnomonLabel").first)) == "line…")
        #expect(host.property(.text, of: try #require(host.findAll("GtkEntry").first)) == "a\u{2400}b")
        #expect(log.messages(containing: "NUL byte").count == 1)
    }

    @Test func aPrivateFileStaysPrivate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-testing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("notes.json")
        try UserFile.write(Data("old".utf8), to: url)
        #expect(chmod(url.path, 0o600) == 0)
        try UserFile.write(Data("new".utf8), to: url)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == "new")
    }
}

@MainActor @Observable
private final class Bookshelf {
    var books = ["Dune"]
    func empty() { books.removeAll() }
}

private struct BookCount: View {
    let shelf: Bookshelf
    var body: some View { Text("\(shelf.books.count) books") }
}

private struct LocaleName: View {
    @Environment(\.locale) private var locale
    var body: some View { Text(locale.identifier) }
}
