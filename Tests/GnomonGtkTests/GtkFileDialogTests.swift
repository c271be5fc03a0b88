import CGtk
import Foundation
import GnomonCore
import GnomonTesting
import XCTest

/// `.fileImporter` and `.fileExporter` in GTK: a `GtkFileChooserNative` of the right action,
/// read back as the headless host shows it; the files chosen in it reach the view.
final class GtkFileDialogTests: XCTestCase {
    struct Files: View {
        @State var importing = false
        @State var exporting = false
        @State var status = "Nothing yet"
        var body: some View {
            VStack {
                Text(status)
                Button("Import") { importing = true }
                    .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
                        if case .success(let url) = result { status = "Imported " + url.lastPathComponent }
                    }
                Button("Export") { exporting = true }
                    .fileExporter(isPresented: $exporting, document: FileDialogDocument(), contentType: .plainText, defaultFilename: "Greeting") { result in
                        switch result {
                        case .success(let url): status = "Exported " + url.lastPathComponent
                        case .failure(let error): status = "Failed: \(error)"
                        }
                    }
            }
        }
    }

    @MainActor func testChoosersOpenAndTheirFilesReachTheView() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let existing = directory.appendingPathComponent("notes.txt")
        try Data("x".utf8).write(to: existing)

        let gtk = GtkTestHost(Files())
        let headless = TestHost(Files())
        defer { gtk.close() }
        for host in [gtk, headless] as [any TestingHost] {
            host.tap(host.find(text: "Import")!)
            host.settle()
        }
        XCTAssertEqual(gtk.dump(), headless.dump())
        XCTAssertEqual(gtk.presentedFileDialogs.map(\.dialog), [FileDialogModel(action: .open(multiple: false), title: "Open File", types: [.plainText])])
        gtk.answerFileDialog(of: gtk.presentedFileDialogs[0].widget, with: [existing])
        gtk.settle()
        XCTAssertNotNil(gtk.find(text: "Imported notes.txt"))
        XCTAssertTrue(gtk.presentedFileDialogs.isEmpty)

        gtk.tap(gtk.find(text: "Export")!)
        gtk.settle()
        XCTAssertEqual(gtk.presentedFileDialogs.map(\.dialog.action), [.save(name: "Greeting.txt")])
        let target = directory.appendingPathComponent("Greeting.txt")
        gtk.answerFileDialog(of: gtk.presentedFileDialogs[0].widget, with: [target])
        gtk.settle()
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "Hello")
        XCTAssertNotNil(gtk.find(text: "Exported Greeting.txt"), gtk.dump())
    }
}

struct FileDialogDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data("Hello".utf8))
    }
}

/// A chooser the app closes itself leaves the window taking keys.
final class GtkFileDialogClosingTests: XCTestCase {
    struct Closing: View {
        @State var importing = false
        @State var presses = 0
        var body: some View {
            VStack {
                Text("\(presses) presses")
                Button("Import") { importing = true }
                Button("Press") { presses += 1 }.keyboardShortcut("p", modifiers: .control)
                Button("Stop") { importing = false }
            }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { _ in }
        }
    }

    @MainActor func testAChooserTheAppClosesLeavesTheWindowTakingKeys() async {
        let gtk = GtkTestHost(Closing())
        defer { gtk.close() }
        gtk.tap(gtk.find(text: "Import")!)
        gtk.settle()
        XCTAssertEqual(gtk.presentedFileDialogs.count, 1)
        gtk.tap(gtk.find(text: "Stop")!)
        gtk.settle()
        XCTAssertTrue(gtk.presentedFileDialogs.isEmpty)
        gtk.pressKey("p", modifiers: .control)
        gtk.settle()
        XCTAssertNotNil(gtk.find(text: "1 presses"))
    }
}
