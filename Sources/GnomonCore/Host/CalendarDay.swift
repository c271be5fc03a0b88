import Foundation

/// A day of the calendar: the `date` a `GtkCalendar` shows selected (its `year`, `month` and
/// `day`), without a time or a time zone.
///
/// ```swift
/// CalendarDay(year: 2026, month: 11, day: 25)   // dumped as date="2026-11-25"
/// ```
public struct CalendarDay: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var year: Int
    /// 1 to 12.
    public var month: Int
    /// 1 to 31.
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in `calendar` (its time zone).
    public init(_ date: Date, in calendar: Calendar = .current) {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: parts.year!, month: parts.month!, day: parts.day!)
    }

    /// Today, as a new `GtkCalendar` shows it selected.
    public static var today: CalendarDay { CalendarDay(Date()) }

    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension CalendarDay: WidgetPropertyValue {
    public var propertyValue: PropertyValue { .string(description) }

    public static func from(_ propertyValue: PropertyValue) -> CalendarDay? {
        guard case .string(let text) = propertyValue else { return nil }
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return CalendarDay(year: parts[0], month: parts[1], day: parts[2])
    }

    public var isAbsent: Bool { false }
}
