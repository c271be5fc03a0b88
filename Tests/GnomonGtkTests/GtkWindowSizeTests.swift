import CGtk
import Foundation
import GnomonCore
import GnomonTesting
import XCTest

/// Every sample's windows from a phone's width to a wide monitor's: a window takes no less
/// than its content needs, and at every size it takes, nothing Gnomon shows is cut off (what
/// does not fit scrolls). The secondary windows open whole.
final class GtkWindowSizeTests: SampleWindowsTestCase {
    @MainActor func testNothingIsCutOffFromNarrowToWide() async throws {
        var narrowest: [String] = []
        for (name, open) in sampleWindows() {
            let host = open()
            defer { host.close() }
            for (width, height) in [(360, 640), (1600, 900)] {
                host.resize(width: width, height: height)
                XCTAssertEqual(host.cutOffWidgets(), [], "\(name) asked to be \(width) × \(height), took \(host.windowSize)")
            }
            host.resize(width: 360, height: 640)
            narrowest.append("\(name): \(Int(host.windowSize.width))")
        }
        print("Narrowest widths the windows take: \(narrowest.joined(separator: "; "))")
    }

    /// Hiding the sidebar (F9) lets the window narrow to its detail alone.
    @MainActor func testHidingTheSidebarLetsTheWindowNarrow() async throws {
        let (_, open) = try XCTUnwrap(sampleWindows().first { $0.0 == "Gallery, controls" })
        let host = open()
        defer { host.close() }
        host.resize(width: 360, height: 640)
        let withSidebar = host.windowSize.width
        XCTAssertGreaterThan(withSidebar, 360, "the sidebar and the page do not fit in 360 px")
        host.pressKey(KeyEquivalent("\u{F70C}"), modifiers: [])
        host.settle()
        host.resize(width: 360, height: 640)
        XCTAssertLessThan(host.windowSize.width, withSidebar)
        XCTAssertEqual(host.cutOffWidgets(), [])
    }

    /// Notes' Preferences (Ctrl+,) opens whole: nothing cut off, nothing to scroll to.
    @MainActor func testNotesPreferencesOpenWhole() async throws {
        let (_, open) = try XCTUnwrap(sampleWindows().first { $0.0 == "Notes" })
        let host = open()
        defer { host.close() }
        host.pressKey(",", modifiers: .control)
        host.settle()
        let preferences = try XCTUnwrap(host.openedWindows.first)
        XCTAssertEqual(preferences.windowTitle, "Preferences")
        XCTAssertEqual(preferences.cutOffWidgets(), [])
        let form = preferences.widgetPointer(try XCTUnwrap(preferences.findAll("GtkScrolledWindow").first))
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(form))
        XCTAssertLessThanOrEqual(gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment), "nothing to scroll to")
    }
}
