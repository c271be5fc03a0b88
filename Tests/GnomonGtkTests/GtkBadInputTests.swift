import CGtk
import GnomonCore
import GnomonGtk
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
            let label = host.findAll("GtkLabel")[0]
            XCTAssertEqual(String(cString: gtk_label_get_text(OpaquePointer(host.widgetPointer(label)))), text)
            host.close()
        }
    }

    /// A 10 MB string goes into the label whole (Pango lays it out; it takes a moment).
    @MainActor func testATenMegabyteString() async {
        let text = String(repeating: "0123456789", count: 1_000_000)
        let host = GtkTestHost(ScrollView { Text(text).lineLimit(1) })
        defer { host.close() }
        let label = host.findAll("GtkLabel")[0]
        XCTAssertEqual(strlen(gtk_label_get_text(OpaquePointer(host.widgetPointer(label)))), 10_000_000)
    }

    /// An icon name the theme lacks is reported once, and GTK shows its missing-image icon.
    @MainActor func testAnUnknownIconIsReportedOnce() async {
        LogCapture.start()
        let host = GtkTestHost(HStack {
            Image(systemName: "no.such.symbol")
            Image(systemName: "trash")
            Button(action: {}) { Image(systemName: "no.such.symbol") }
        })
        defer { host.close() }
        XCTAssertEqual(host.findAll("GtkImage").count, 2)
        XCTAssertEqual(LogCapture.messages(containing: "No icon named").count, 1, "once, and trash is in the theme")
        XCTAssertEqual(LogCapture.messages(containing: "No icon named \"no.such.symbol\"").count, 1)
    }
}
