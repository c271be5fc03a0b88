import Foundation

extension Text {
    /// A value shown through a Foundation format style, as SwiftUI's.
    ///
    /// ```swift
    /// Text(total, format: .currency(code: "EUR"))     // "€12.50"
    /// Text(share, format: .percent)                    // "15%"
    /// Text(due, format: .dateTime.day().month())       // "Nov 27"
    /// ```
    public init<Format: FormatStyle>(_ input: Format.FormatInput, format: Format) where Format.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// How `Text(_:style:)` shows a date.
    public enum DateStyle: Sendable, Hashable {
        /// The time of day, short: "11:23 PM".
        case time
        /// The date, long: "June 3, 2019".
        case date
    }

    /// A date in one of SwiftUI's styles.
    ///
    /// ```swift
    /// Text(meeting.start, style: .time)
    /// ```
    public init(_ date: Date, style: DateStyle) {
        switch style {
        case .time: self.init(verbatim: date.formatted(date: .omitted, time: .shortened))
        case .date: self.init(verbatim: date.formatted(date: .long, time: .omitted))
        }
    }
}
