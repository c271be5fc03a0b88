import Foundation
import GnomonCore
import GnomonTesting
import XCTest

/// `DatePicker`: a button showing the day that opens a calendar, spin buttons for the time;
/// the user's choices write the binding, keeping the parts not shown.
final class DatePickerTests: XCTestCase {
    static let start = Calendar.current.date(from: DateComponents(year: 2026, month: 11, day: 25, hour: 9, minute: 30))!

    struct Meeting: View {
        @State var date: Date
        var components: DatePickerComponents = [.date, .hourAndMinute]
        var body: some View {
            VStack {
                Text(date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false)))
                DatePicker("Meeting", selection: $date, displayedComponents: components)
            }
        }
    }

    @MainActor private func shown(_ host: TestHost) -> String {
        host.property(.label, of: host.findAll("GnomonLabel")[0])!!
    }

    @MainActor func testTheDayIsACalendarInAPopoverAndTheTimeSpinButtons() async {
        let host = TestHost(Meeting(date: Self.start))
        XCTAssertEqual(host.property(.calendarDay, of: host.findAll("GtkCalendar")[0]), CalendarDay(year: 2026, month: 11, day: 25))
        XCTAssertEqual(host.property(.label, of: host.findAll("GtkMenuButton")[0]), Self.start.formatted(date: .abbreviated, time: .omitted))
        XCTAssertEqual(host.findAll("GtkSpinButton").map { host.property(.value, of: $0) }, [9, 30])
        XCTAssertTrue(host.dump().contains("GtkPopover"), "the calendar is in the button's popover")
        XCTAssertTrue(host.dump().contains("GtkBox left-to-right=true spacing=4"), "the time reads hour first in any direction")
    }

    @MainActor func testPickingADayKeepsTheTime() async {
        let host = TestHost(Meeting(date: Self.start))
        host.pickDay(CalendarDay(year: 2027, month: 3, day: 14), in: host.findAll("GtkCalendar")[0])
        host.settle()
        let picked = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: dateShown(host))
        XCTAssertEqual([picked.year, picked.month, picked.day, picked.hour, picked.minute], [2027, 3, 14, 9, 30])
        XCTAssertEqual(host.property(.label, of: host.findAll("GtkMenuButton")[0]), dateShown(host).formatted(date: .abbreviated, time: .omitted))
    }

    @MainActor func testSteppingTheTimeKeepsTheDay() async {
        let host = TestHost(Meeting(date: Self.start, components: .hourAndMinute))
        XCTAssertTrue(host.findAll("GtkCalendar").isEmpty)
        host.step(host.findAll("GtkSpinButton")[0], by: 2)
        host.step(host.findAll("GtkSpinButton")[1], by: -30)
        host.settle()
        let picked = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: dateShown(host))
        XCTAssertEqual([picked.year, picked.month, picked.day, picked.hour, picked.minute], [2026, 11, 25, 11, 0])
    }

    @MainActor private func dateShown(_ host: TestHost) -> Date {
        try! Date(shown(host), strategy: .iso8601.year().month().day().time(includingFractionalSeconds: false))
    }
}
