import Foundation

/// Text fields bound to a value shown through a format: a number, an amount of money, a
/// percentage, a date.
///
/// ```swift
/// TextField("Bill", value: $bill, format: .currency(code: "EUR"))
/// TextField("Tip", value: $tip, format: .percent)
/// TextField("Guests", value: $guests, format: .number)
/// ```
///
/// As in SwiftUI, the value changes when the user finishes editing — presses Enter or moves
/// the focus out — not at each key, so what they type is never reformatted under them. Then
/// the field shows the new value formatted; text that does not parse leaves the value as it
/// was, and the field shows that value again.
extension TextField {
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: Binding(location: FormattedLocation(base: value.location, format: format)), prompt: prompt, label: label)
        editing.takesTextWhenFinished = true
    }

    /// A field bound to an optional value: empty text, or text that does not parse, makes it
    /// nil when the user finishes.
    ///
    /// ```swift
    /// TextField("Age", value: $age, format: .number)   // age: Int?
    /// ```
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: Binding(location: FormattedLocation(base: value.location, format: format)), prompt: prompt, label: label)
        editing.takesTextWhenFinished = true
    }

    /// A field bound to a value through a Foundation `Formatter`, as SwiftUI's first formatted
    /// fields were: a `NumberFormatter` for a number, a `DateFormatter` for a date.
    ///
    /// ```swift
    /// TextField(value: $amount, formatter: currencyFormatter) { Text("Amount") }
    /// ```
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: Binding(location: FormatterLocation(base: value.location, formatter: formatter)), prompt: prompt, label: label)
        editing.takesTextWhenFinished = true
    }
}

extension TextField where Label == Text {
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
    }
}

/// A value seen as text through a format style: reading formats it, writing parses the text
/// and writes the value only if it parses. Over an optional value (`Stored` is
/// `FormatInput?`), nil reads as empty text, and text that does not parse writes nil.
final class FormattedLocation<Format: ParseableFormatStyle, Stored>: AnyLocation<String> where Format.FormatOutput == String {
    private let base: AnyLocation<Stored>
    private let format: Format
    private let read: (Stored) -> Format.FormatInput?
    private let write: (Format.FormatInput?) -> Stored?

    init(base: AnyLocation<Stored>, format: Format) where Stored == Format.FormatInput {
        self.base = base
        self.format = format
        read = { $0 }
        write = { $0 }
    }

    init(base: AnyLocation<Stored>, format: Format) where Stored == Format.FormatInput? {
        self.base = base
        self.format = format
        read = { $0 }
        write = { .some($0) }
    }

    override func get() -> String { read(base.get()).map(format.format) ?? "" }

    override func set(_ text: String) {
        if let value = write(try? format.parseStrategy.parse(text)) { base.set(value) }
    }

    /// The same value through an equal format.
    override func isSameSource(as other: AnyLocation<String>) -> Bool {
        guard let other = other as? FormattedLocation<Format, Stored> else { return false }
        return self === other || (format == other.format && base.isSameSource(as: other.base))
    }
}

/// A value seen as text through a `Formatter`. Linux's Foundation parses only through each
/// formatter's own methods, so a `NumberFormatter` (numbers) and a `DateFormatter` (dates)
/// parse; text for any other formatter, or that does not make a `Value`, leaves the value as it is.
final class FormatterLocation<Value>: AnyLocation<String> {
    private let base: AnyLocation<Value>
    private let formatter: Formatter

    init(base: AnyLocation<Value>, formatter: Formatter) {
        self.base = base
        self.formatter = formatter
    }

    override func get() -> String { formatter.string(for: base.get()) ?? "" }

    override func set(_ text: String) {
        let parsed: Any? =
            switch formatter {
            case let numbers as NumberFormatter: numbers.number(from: text).flatMap(Self.value(of:))
            case let dates as DateFormatter: dates.date(from: text)
            default: nil
            }
        if let value = parsed as? Value { base.set(value) }
    }

    /// The number as the bound type holds it, or nil if that type cannot hold it exactly (2.7
    /// for an `Int`): Linux's `NSNumber` does not cast to each numeric type by itself.
    private static func value(of number: NSNumber) -> Any? {
        if let integer = Value.self as? any BinaryInteger.Type { return integer.init(exactly: number.doubleValue) }
        if let floating = Value.self as? any BinaryFloatingPoint.Type { return floating.init(number.doubleValue) }
        return Value.self == Decimal.self ? number.decimalValue : nil
    }

    /// The same value through the same formatter object.
    override func isSameSource(as other: AnyLocation<String>) -> Bool {
        guard let other = other as? FormatterLocation<Value> else { return false }
        return self === other || (formatter === other.formatter && base.isSameSource(as: other.base))
    }
}
