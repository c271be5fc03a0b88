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
}
