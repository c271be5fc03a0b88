import CGtk
import Foundation
import GnomonCore
import GnomonTesting
import XCTest

/// `DatePicker` in GTK: the calendar in the menu button's popover selects the bound day, and a
/// day picked in GTK's calendar writes the binding, as headless.
final class GtkDatePickerTests: XCTestCase {
    struct Due: View {
        @State var date: Date
        var body: some View {
            VStack {
                Text("Due \(CalendarDay(date))")
                DatePicker("Due", selection: $date)
            }
        }
    }

    @MainActor func testPickingADayAsHeadless() async {
        let start = Calendar.current.date(from: DateComponents(year: 2026, month: 11, day: 25, hour: 17, minute: 45))!
        let gtk = GtkTestHost(Due(date: start))
        defer { gtk.close() }
        let headless = TestHost(Due(date: start))
        XCTAssertEqual(gtk.dump(), headless.dump())
        for day in [CalendarDay(year: 2026, month: 12, day: 31), CalendarDay(year: 2027, month: 2, day: 1)] {
            for host in [gtk, headless] as [any TestingHost] {
                host.pickDay(day, in: host.findAll("GtkCalendar")[0])
                host.settle()
                XCTAssertNotNil(host.find(text: "Due \(day)"), "\(host)")
            }
            XCTAssertEqual(gtk.dump(), headless.dump(), "\(day)")
        }
        XCTAssertEqual(gtk.findAll("GtkSpinButton").map { gtk.property(.value, of: $0) }, [17, 45], "the time stays")
    }

    /// The hour and minute show two digits, as a clock does, whoever sets them.
    @MainActor func testTheTimeShowsTwoDigits() async {
        let early = Calendar.current.date(from: DateComponents(year: 2026, month: 11, day: 25, hour: 7, minute: 5))!
        let gtk = GtkTestHost(Due(date: early))
        defer { gtk.close() }
        let spins = gtk.findAll("GtkSpinButton")
        XCTAssertEqual(spins.map { gtk.property(.integerWidth, of: $0) }, [2, 2])
        XCTAssertEqual(spins.map { String(cString: gtk_editable_get_text(OpaquePointer(gtk.widgetPointer($0)))) }, ["07", "05"])
        gtk.step(spins[1], by: -5)
        gtk.settle()
        XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(gtk.widgetPointer(spins[1])))), "00")
    }

    /// In a right-to-left layout the picker mirrors (its title at the right), but its time still
    /// reads hour first, "19:00", not "00 : 19".
    @MainActor func testTheTimeReadsHourFirstRightToLeft() async throws {
        GtkTestHost.initializeGtk()
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        let gtk = GtkTestHost(DatePicker("Party", selection: .constant(Date()), displayedComponents: .hourAndMinute), width: 360)
        defer { gtk.close() }
        func left(_ label: String) throws -> Float {
            let widget = gtk.widgetPointer(try XCTUnwrap(gtk.find(label: label)))
            var bounds = graphene_rect_t()
            let window = UnsafeMutableRawPointer(try XCTUnwrap(gtk_widget_get_root(widget))).assumingMemoryBound(to: GtkWidget.self)
            XCTAssertEqual(gtk_widget_compute_bounds(widget, window, &bounds), 1)
            return bounds.origin.x
        }
        XCTAssertLessThan(try left("Party, hour"), try left("Party, minute"), "hour, then minute, left to right")
        XCTAssertGreaterThan(try left("Party"), try left("Party, minute"), "the title is at the right, as right to left puts it")
    }
}
