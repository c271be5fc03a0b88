import CGtk
import Foundation
import GnomonCore
@testable import GnomonGtk
import GnomonTesting
import XCTest

/// Input a user's app may well produce, on real GTK widgets: shown as given, with no critical
/// (GTK tests run with `G_DEBUG=fatal-criticals`).
final class GtkBadInputTests: XCTestCase {
    @MainActor func testATreeTwoThousandLevelsDeep() async {
        let host = GtkTestHost(SpecView(spec: .nested(2_000, around: .text("deep"))))
        defer { host.close() }
        XCTAssertNotNil(host.find(text: "deep"))
        host.update(SpecView(spec: .nested(2_000, around: .text("deeper"))))
        host.settle()
        XCTAssertNotNil(host.find(text: "deeper"))
    }

    @MainActor func testUnusualTextReadsBackExactly() async {
        for text in ["👩‍👩‍👧‍👦 🇫🇷 👍🏽", "שלום עולם, مرحبا بالعالم", "e\u{301} a\u{308}\u{323}", "<b>bold?</b> & <i &amp;"] {
            let host = GtkTestHost(Text(text))
            let label = host.findAll("GnomonLabel")[0]
            XCTAssertEqual(String(cString: gtk_label_get_text(OpaquePointer(host.widgetPointer(label)))), text)
            host.close()
        }
    }

    /// A 10 MB string under a line limit: the label is given the start it can show, which
    /// Pango lays out at once, not the 10 MB.
    @MainActor func testATenMegabyteStringUnderALineLimit() async {
        let text = String(repeating: "0123456789", count: 1_000_000)
        let host = GtkTestHost(ScrollView { Text(text).lineLimit(1) })
        defer { host.close() }
        let label = host.findAll("GnomonLabel")[0]
        XCTAssertEqual(String(cString: gtk_label_get_text(OpaquePointer(host.widgetPointer(label)))), String(text.prefix(2_000)))
    }

    /// An icon name the theme lacks is reported once, and GTK shows its missing-image icon.
    @MainActor func testAnUnknownIconIsReportedOnce() async {
        let log = LogCapture(expecting: "No icon named")
        let host = GtkTestHost(HStack {
            Image(systemName: "no.such.symbol")
            Image(systemName: "trash")
            Button(action: {}) { Image(systemName: "no.such.symbol") }
        })
        defer { host.close() }
        XCTAssertEqual(host.findAll("GtkImage").count, 2)
        XCTAssertEqual(log.messages(containing: "No icon named").count, 1, "once, and trash is in the theme")
        XCTAssertEqual(log.messages(containing: "No icon named \"no.such.symbol\"").count, 1)
    }

    /// Valid markup is parsed by GTK; markup the checker or Pango rejects is shown literally,
    /// with a message; a label going from markup to plain text is never parsed.
    @MainActor func testMarkupIsShownOnlyWhenValid() async {
        struct Switching: View {
            var text: Text
            var body: some View { text }
        }
        let log = LogCapture(expecting: "Pango does not accept this markup", "is not valid Pango markup")
        let host = GtkTestHost(Switching(text: Text(markup: "<b>bold</b> &amp; <i>it</i>")))
        defer { host.close() }
        func shown() -> (text: String, markup: Bool) {
            let label = OpaquePointer(host.widgetPointer(host.findAll("GnomonLabel")[0]))
            return (String(cString: gtk_label_get_text(label)), gtk_label_get_use_markup(label) != 0)
        }
        XCTAssertEqual(shown().text, "bold & it")
        XCTAssertTrue(shown().markup)
        host.update(Switching(text: Text("1 < 2 & <b>")))
        host.settle()
        XCTAssertEqual(shown().text, "1 < 2 & <b>")
        XCTAssertFalse(shown().markup)
        host.update(Switching(text: Text(markup: "<span weight=\"heavyish\">x</span>")))
        host.settle()
        XCTAssertEqual(shown().text, "<span weight=\"heavyish\">x</span>")
        XCTAssertFalse(shown().markup)
        XCTAssertEqual(log.messages(containing: "Pango does not accept this markup").count, 1)
        host.update(Switching(text: Text(markup: "<b>x</i>")))
        host.settle()
        XCTAssertEqual(shown().text, "<b>x</i>")
        XCTAssertEqual(log.messages(containing: "is not valid Pango markup").count, 1)
    }

    /// CSS GTK cannot parse is reported with its line and column; the valid rules still apply.
    @MainActor func testInvalidCSSIsReportedAndTheRestApplies() async {
        let host = GtkTestHost(Text("styled").styleClass("css-probe"))
        defer { host.close() }
        let log = LogCapture(expecting: "CSS error at line")
        let problems = GtkStylesheet.load("""
            .css-probe { color: rgb(255, 0, 0); }
            .css-probe { colr: blue; }
            .css-probe { background-color: notacolor; }
            """)
        XCTAssertEqual(problems.count, 2, "\(problems)")
        XCTAssertTrue(problems[0].hasPrefix("CSS error at line 2, column 14:"), problems[0])
        XCTAssertTrue(problems[1].hasPrefix("CSS error at line 3, column 32:"), problems[1])
        XCTAssertEqual(log.messages(containing: "CSS error at line").count, 2)
        host.settle()
        var color = GdkRGBA()
        let label = host.widgetPointer(host.findAll("GnomonLabel")[0])
        gtk_style_context_get_color(gtk_widget_get_style_context(label), &color)
        XCTAssertEqual([color.red, color.green, color.blue], [1, 0, 0], "the valid rule applies")
    }

    /// A picture from a readable file is shown at its size; a missing one, or a file that is
    /// not a picture, shows the missing-image icon, each said once in the log.
    @MainActor func testImagesFromFiles() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gnomon-\(getpid()).ppm")
        try Data("P3\n2 1\n255\n255 0 0 0 0 255\n".utf8).write(to: file)
        let notAPicture = FileManager.default.temporaryDirectory.appendingPathComponent("gnomon-\(getpid()).png")
        try Data("not a picture".utf8).write(to: notAPicture)
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: notAPicture)
        }
        let missing = "/nonexistent/gnomon-\(getpid()).png"
        let log = LogCapture(expecting: "image file", "cannot be read")
        let host = GtkTestHost(HStack {
            Image(contentsOfFile: file.path)
            Image(contentsOfFile: missing)
            Image(contentsOfFile: notAPicture.path)
        })
        XCTAssertEqual(log.messages(containing: "No readable image file at \(missing)").count, 1)
        XCTAssertEqual(log.messages(containing: "cannot be read").count, 1, "\(log.messages)")
        XCTAssertEqual(log.messages(containing: "The picture \(notAPicture.path) cannot be read").count, 1)
        let pictures = host.findAll("GnomonPicture").map { host.widgetPointer($0) }
        XCTAssertEqual(host.property(.file, of: host.findAll("GnomonPicture")[0]), file.path)
        XCTAssertEqual([gtk_widget_get_width(pictures[0]), gtk_widget_get_height(pictures[0])], [2, 1], "the picture's own size")
        for missingIcon in pictures.dropFirst() {
            XCTAssertTrue(GtkPictureWidget.showsMissingIcon(missingIcon))
        }
        XCTAssertFalse(GtkPictureWidget.showsMissingIcon(pictures[0]))
    }
}
