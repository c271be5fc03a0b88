import CGtk
import GnomonCore
import GnomonGtk
import GnomonTesting
import XCTest

/// Generated classes in GTK: the colour a label is drawn in is the one asked for, from the
/// one shared stylesheet.
final class GtkTextModifierTests: XCTestCase {
    @MainActor func testGeneratedColourClassesColourTheText() async {
        let view = VStack {
            Text("Overdue").foregroundStyle(.red)
            Text("Also overdue").foregroundStyle(.red)
            Text("Half blue").foregroundColor(Color(red: 0, green: 0, blue: 1, opacity: 0.5))
            Text("Plain")
        }
        let gtk = GtkTestHost(view)
        defer { gtk.close() }
        XCTAssertEqual(gtk.dump(), TestHost(view).dump())
        func color(_ text: String) -> GdkRGBA {
            var rgba = GdkRGBA()
            gtk_style_context_get_color(gtk_widget_get_style_context(gtk.widgetPointer(gtk.find(text: text)!)), &rgba)
            return rgba
        }
        let red = color("Overdue")
        // GNOME's red (#e01b24), 5% of the way to the light style's text colour (#2e3436): what
        // reads at 4.5:1 on the window.
        XCTAssertEqual([red.red, red.green, red.blue, red.alpha], [215 / 255, 28 / 255, 37 / 255, 1], accuracy: 0.005)
        let blue = color("Half blue")
        XCTAssertEqual([blue.red, blue.green, blue.blue, blue.alpha], [0, 0, 1, 0.5], accuracy: 0.01)
        XCTAssertNotEqual(color("Plain").red, red.red)
    }

    /// A text that wraps in a stack aligned to the leading edge starts its lines at that edge,
    /// as SwiftUI's does, not in the middle of the width it was given.
    @MainActor func testAWrappedTextStartsAtTheLeadingEdge() async throws {
        let long = String(repeating: "a wrapped line of text ", count: 12)
        let gtk = GtkTestHost(VStack(alignment: .leading) { Text(long); Text("short") }, width: 320)
        defer { gtk.close() }
        let label = gtk.widgetPointer(try XCTUnwrap(gtk.find(text: long)))
        XCTAssertGreaterThan(pango_layout_get_line_count(gtk_label_get_layout(OpaquePointer(label))), 1, "it wraps")
        var x: Int32 = 0, y: Int32 = 0
        gtk_label_get_layout_offsets(OpaquePointer(label), &x, &y)
        var extents = PangoRectangle()
        pango_layout_get_pixel_extents(gtk_label_get_layout(OpaquePointer(label)), nil, &extents)
        XCTAssertEqual(x + extents.x, 0, "the lines start at the label's leading edge")
    }

}

private func XCTAssertEqual(_ a: [Float], _ b: [Float], accuracy: Float, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }

}
