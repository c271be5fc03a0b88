import GnomonCore
import GnomonTesting
import XCTest

@testable import EngineTourViews

/// The EngineTour sample, headless: each of its examples works as the seed describes.
final class EngineTourTests: XCTestCase {
    @MainActor func testSteppersCountInBothStyles() async throws {
        let host = TestHost(EngineTourView())
        XCTAssertNotNil(host.find(text: "Default: 3"))
        // The default style's linked buttons, then the inline style's flat ones.
        let buttons = host.findAll("GtkButton").filter { host.property(.iconName, of: $0) == "list-add-symbolic" }
        XCTAssertEqual(buttons.count, 2)
        host.tap(buttons[0])
        host.tap(buttons[1])
        host.settle()
        XCTAssertNotNil(host.find(text: "Default: 5"))
        XCTAssertNotNil(host.find(text: "Inline: 5"))
        let dump = host.dump()
        XCTAssertTrue(dump.contains("GtkBox valign=center .linked"), "the default style links its buttons")
        XCTAssertEqual(dump.components(separatedBy: "icon-name=\"list-add-symbolic\" valign=center .flat").count, 2)
    }

    @MainActor func testLabeledViewsInEachStyle() async {
        let dump = TestHost(EngineTourView()).dump()
        let lines = dump.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func follows(_ expected: [String]) -> Bool {
            guard let start = lines.firstIndex(of: expected[0]) else { return false }
            return Array(lines[start..<min(lines.count, start + expected.count)]) == expected
        }
        XCTAssertTrue(follows([
            "GnomonLabel label=\"Horizontal\" natural-wrap-mode=none valign=center wrap=true .heading",
            "GnomonLabel label=\"the default style\" natural-wrap-mode=none valign=center wrap=true",
        ]), dump)
        // Bordered re-creates the view, which the vertical style further out shows.
        XCTAssertTrue(follows([
            "GtkBox halign=start orientation=vertical spacing=2 .tour-bordered",
            "GnomonLabel halign=start label=\"Bordered\" natural-wrap-mode=none wrap=true xalign=0 .heading",
            "GnomonLabel halign=start label=\"then vertical\" natural-wrap-mode=none wrap=true xalign=0 .dim-label",
        ]), dump)
    }

    @MainActor func testThePickerMovesItsCheckmark() async throws {
        let host = TestHost(EngineTourView())
        /// The fruit whose row holds the checkmark: the last fruit named before it.
        func checked() -> String? {
            let dump = host.dump()
            guard let mark = dump.range(of: "object-select-symbolic") else { return nil }
            return ["Apple", "Pear", "Plum"].last { name in
                dump.range(of: "label=\"\(name)\"").map { $0.lowerBound < mark.lowerBound } ?? false
            }
        }
        XCTAssertEqual(checked(), "Pear")
        // The picker's rows are the buttons with neither a title nor an icon of their own.
        let rows = host.findAll("GtkButton").filter {
            host.property(.label, of: $0) == .some(nil) && host.property(.iconName, of: $0) == .some(nil)
        }
        XCTAssertEqual(rows.count, 3)
        host.tap(rows[0])
        host.settle()
        XCTAssertEqual(checked(), "Apple")
        XCTAssertEqual(
            host.findAll("GtkImage").filter { host.property(.iconName, of: $0) == "object-select-symbolic" }.count, 1)
    }

    @MainActor func testBadgesNameTheirContexts() async {
        let host = TestHost(EngineTourView())
        for name in ["none", "scroll view", "list", "card"] {
            XCTAssertNotNil(host.find(text: name), name)
        }
        XCTAssertTrue(host.dump().contains(".context-card"))
    }

    @MainActor func testTheVersionedViewSaysWhichBodyItChose() async {
        XCTAssertNotNil(TestHost(EngineTourView()).find(text: "GTK 4.8: v1Body"))
        XCTAssertNotNil(TestHost(EngineTourView().environment(\.gtkVersion, GtkVersion(4, 12))).find(text: "GTK 4.12: v3Body"))
        XCTAssertNotNil(
            TestHost(EngineTourView().environment(\.gtkVersion, GtkVersion(4, 18))).find(text: "GTK 4.14 or later: v4Body"))
    }

    @MainActor func testShapesAreDrawingAreas() async {
        let dump = TestHost(EngineTourView()).dump()
        for drawing in ["fill #3584e4 Circle", "fill #33d17a RoundedRectangle", "stroke #ff7800 3 Capsule",
                        "fill #9141ac@0.6 Ellipse", "stroke theme_selected_bg_color 3 Wave",
                        "fill theme_selected_bg_color@0.25 Rectangle", "stroke theme_selected_bg_color 2 inset 1 Rectangle"] {
            XCTAssertTrue(dump.contains("drawing=\"\(drawing)\""), drawing)
        }
    }
}
