import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date. The relative, offset and timer styles count with the
    /// clock: the text changes every second while it is shown.
    public enum DateStyle: Sendable, Hashable {
        /// The time of day, short: "11:23 PM".
        case time
        /// The date, long: "June 3, 2019".
        case date
        /// How far the date is from now, in up to two units: "2 hours, 23 minutes".
        case relative
        /// How far the date is ahead of now (+) or behind it (−): "+2 hours, 23 minutes".
        case offset
        /// A timer counting from now to the date, or up from it: "2:32", "36:59:01".
        case timer
    }

    /// A date in one of SwiftUI's styles; a relative, offset or timer text goes on counting
    /// while it is shown.
    ///
    /// ```swift
    /// Text(meeting.start, style: .time)        // "9:30 AM"
    /// Text(meeting.start, style: .relative)    // "5 minutes, 12 seconds", a second later "… 11 seconds"
    /// Text(lap.start, style: .timer)           // "1:05", "1:06", …
    /// ```
    public init(_ date: Date, style: DateStyle) {
        switch style {
        case .time: self.init(verbatim: date.formatted(date: .omitted, time: .shortened))
        case .date: self.init(verbatim: date.formatted(date: .long, time: .omitted))
        case .relative, .offset, .timer:
            let live = LiveDate(date: date, style: style)
            self.init(verbatim: live.text(now: Date()))
            liveDate = live
        }
    }

    /// The span between two dates: "10:30 – 10:40 AM".
    ///
    /// ```swift
    /// Text(meeting.start...meeting.end)
    /// ```
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: (dates.lowerBound..<dates.upperBound).formatted(date: .omitted, time: .shortened))
    }

    /// The span of `interval`; see `init(_:)` for a range of dates.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }
}

/// A date a text shows counting with the clock, in a style of `Text.DateStyle`.
struct LiveDate: Hashable, Sendable {
    let date: Date
    let style: Text.DateStyle

    /// The text at `now`.
    func text(now: Date) -> String {
        // Whole seconds, as the clock shows them: a date 1.6 s ahead reads "1 second".
        let seconds = Int(date.timeIntervalSince(now).rounded(.towardZero))
        let span = Duration.seconds(abs(seconds))
        switch style {
        case .relative: return span.formatted(Self.units)
        case .offset: return (seconds < 0 ? "-" : "+") + span.formatted(Self.units)
        case .timer:
            // As a clock reads, "2:32" or "36:59:01" (Foundation's duration style took 56 µs a
            // label, each second).
            let (hours, rest) = abs(seconds).quotientAndRemainder(dividingBy: 3600)
            let (minutes, secs) = rest.quotientAndRemainder(dividingBy: 60)
            func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"

        case .time, .date: preconditionFailure("a \(style) date does not count")
        }
    }

    private static let units = Duration.UnitsFormatStyle(
        allowedUnits: [.weeks, .days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2)
}
