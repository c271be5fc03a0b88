import CGtk
import GnomonCore
import GnomonGtk
import GnomonTesting
import XCTest

/// Where a scroll view comes to rest in GTK (`scrollTargetBehavior`) after real mouse-wheel
/// notches; a position the app sets is left alone.
final class GtkScrollTargetTests: XCTestCase {
    /// Three pages as wide as the scroll view, a page at a time.
    struct Pages: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<3, id: \.self) { _ in Rectangle().containerRelativeFrame(.horizontal) } }
            }
            .scrollTargetBehavior(.paging)
        }
    }

    /// Eight cards 120 apart, in a row the scroll view comes to rest at.
    struct Cards: View {
        var limit = ViewAlignedScrollTargetBehavior.LimitBehavior.automatic
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 20) { ForEach(0..<8, id: \.self) { _ in Rectangle().frame(width: 100) } }.scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: limit))
        }
    }

    @MainActor private func position(in host: GtkTestHost) -> Double {
        gtk_adjustment_get_value(adjustment(in: host))
    }

    @MainActor private func adjustment(in host: GtkTestHost) -> UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_hadjustment(cast(host.widgetPointer(host.findAll("GtkScrolledWindow")[0])))!
    }

    /// Wheel notches to the right leave the strip part way along a page: it comes to rest at
    /// the nearest page, then at the next after more notches.
    @MainActor func testPagingComesToRestAtAPageAfterRealWheelNotches() async throws {
        let host = GtkTestHost(Pages(), width: 300, height: 100)
        defer { host.close() }
        host.settle()
        let scrolled = try XCTUnwrap(host.findAll("GtkScrolledWindow").first)
        XCTAssertEqual(host.property(.scrollTargetBehavior, of: scrolled)??.description, "PagingScrollTargetBehavior")
        host.scrollWheel(over: scrolled, dx: 5)
        XCTAssertEqual(position(in: host), 300, "five notches go most of a page: at rest on the second")
        host.scrollWheel(over: scrolled, dx: -2)
        XCTAssertEqual(position(in: host), 300, "two back go less than half: at rest where it was")
    }

    /// Wheel notches that stop part way along a card leave the row at rest with the nearest
    /// card at the leading edge; a position the app sets stays where it is put.
    @MainActor func testViewAlignedComesToRestAtTheNearestCard() async throws {
        let host = GtkTestHost(Cards(), width: 300, height: 100)
        defer { host.close() }
        host.settle()
        let scrolled = try XCTUnwrap(host.findAll("GtkScrolledWindow").first)
        host.scrollWheel(over: scrolled, dx: 3)  // about 134 along
        XCTAssertEqual(position(in: host), 120)
        host.scrollWheel(over: scrolled, dx: 2)  // about 210 along
        XCTAssertEqual(position(in: host), 240)
        gtk_adjustment_set_value(adjustment(in: host), 170)
        host.scrollWheel(over: scrolled)  // no notches: only the wait
        XCTAssertEqual(position(in: host), 170, "not a person's scroll")
    }

    /// Limited to one view a scroll, notches that go past three cards rest at the next card;
    /// unlimited, at the card nearest where they stopped.
    @MainActor func testALimitedScrollPassesOneCard() async throws {
        for (limit, expected) in [(ViewAlignedScrollTargetBehavior.LimitBehavior.always, 120.0), (.never, 360.0)] {
            let host = GtkTestHost(Cards(limit: limit), width: 300, height: 100)
            defer { host.close() }
            host.settle()
            let scrolled = try XCTUnwrap(host.findAll("GtkScrolledWindow").first)
            host.scrollWheel(over: scrolled, dx: 8)
            XCTAssertEqual(position(in: host), expected, "\(limit)")
            if limit == .always {
                host.scrollWheel(over: scrolled, dx: 8)
                XCTAssertEqual(position(in: host), 240, "and one more from there")
            }
        }
    }
}
