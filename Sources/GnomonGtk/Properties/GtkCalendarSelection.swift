import CGtk
import GnomonCore

/// A calendar's selected day: its year, month and day together, each a GTK property whose
/// change is the user's choice.
///
/// ```swift
/// GtkCalendarSelection.set(CalendarDay(year: 2026, month: 11, day: 28), on: calendar)
/// ```
@MainActor
enum GtkCalendarSelection: GtkPropertyAccessor {
    static var key: WidgetProperty<CalendarDay> { .calendarDay }

    /// Selects `day`, and shows its month.
    static func set(_ day: CalendarDay, on handle: GtkWidgetHandle) {
        handle.withHandlersBlocked {
            let date = g_date_time_new_local(Int32(day.year), Int32(day.month), Int32(day.day), 0, 0, 0)
            gtk_calendar_select_day(cast(handle.pointer), date)
            g_date_time_unref(date)
        }
    }

    static func value(of calendar: WidgetPointer) -> CalendarDay {
        let date = gtk_calendar_get_date(cast(calendar))
        defer { g_date_time_unref(date) }
        var year: Int32 = 0, month: Int32 = 0, day: Int32 = 0
        g_date_time_get_ymd(date, &year, &month, &day)
        return CalendarDay(year: Int(year), month: Int(month), day: Int(day))
    }

    static var notifyNames: [String]? { ["year", "month", "day"] }
}
