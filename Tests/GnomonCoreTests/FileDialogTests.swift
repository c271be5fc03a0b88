import Foundation
import GnomonCore
import GnomonTesting
import XCTest

/// `.fileImporter` and `.fileExporter`: a file chooser while presented, of the types asked;
/// the files chosen reach the view, cancelling reaches it too, and an exported document is
/// written where the user chose.
final class FileDialogTests: XCTestCase {
    struct TextDocument: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text: String
        init(text: String) { self.text = text }
        init(configuration: ReadConfiguration) throws {
            text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    struct Files: View {
        @State var importing = false
        @State var exporting = false
        @State var status = "Nothing yet"
        var body: some View {
            VStack {
                Text(status)
                Button("Import") { importing = true }
                    .fileImporter(isPresented: $importing, allowedContentTypes: [.json, .plainText], allowsMultipleSelection: true) { result in
                        if case .success(let urls) = result { status = "Imported " + urls.map(\.lastPathComponent).joined(separator: ", ") }
                    } onCancellation: {
                        status = "Import cancelled"
                    }
                Button("Export") { exporting = true }
                    .fileExporter(isPresented: $exporting, document: TextDocument(text: "Hello"), contentType: .plainText, defaultFilename: "Greeting") { result in
                        if case .success(let url) = result { status = "Exported " + url.lastPathComponent }
                    }
            }
        }
    }

    @MainActor func testTheImportersChoiceAndCancellationReachTheView() async {
        let host = TestHost(Files())
        XCTAssertTrue(host.presentedFileDialogs.isEmpty)
        host.tap(host.find(text: "Import")!)
        host.settle()
        XCTAssertEqual(host.presentedFileDialogs.map(\.dialog.description), ["Open several: Open Files [public.json, public.plain-text]"])
        host.answerFileDialog(of: host.presentedFileDialogs[0].widget, with: [URL(fileURLWithPath: "/tmp/a.json"), URL(fileURLWithPath: "/tmp/b.txt")])
        host.settle()
        XCTAssertNotNil(host.find(text: "Imported a.json, b.txt"))
        XCTAssertTrue(host.presentedFileDialogs.isEmpty)
        host.tap(host.find(text: "Import")!)
        host.settle()
        host.answerFileDialog(of: host.presentedFileDialogs[0].widget, with: nil)
        host.settle()
        XCTAssertNotNil(host.find(text: "Import cancelled"))
    }

    @MainActor func testTheExporterWritesTheDocumentWhereTheUserChose() async throws {
        let host = TestHost(Files())
        host.tap(host.find(text: "Export")!)
        host.settle()
        XCTAssertEqual(host.presentedFileDialogs.map(\.dialog.action), [.save(name: "Greeting.txt")])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        host.answerFileDialog(of: host.presentedFileDialogs[0].widget, with: [url])
        host.settle()
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "Hello")
        XCTAssertNotNil(host.find(text: "Exported " + url.lastPathComponent))
    }

    func testTypesByExtensionAndMIMEType() {
        XCTAssertEqual(UTType(filenameExtension: "JSON"), .json)
        XCTAssertEqual(UTType(mimeType: "image/png"), .png)
        XCTAssertEqual(UTType(filenameExtension: "md")?.filenameExtensions, ["md"])
        XCTAssertNil(UTType(filenameExtension: "a/b"))
    }
}
