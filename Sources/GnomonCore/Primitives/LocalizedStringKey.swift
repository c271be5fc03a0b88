import Foundation

/// The text of a view given as a string literal, possibly with interpolations:
/// `Text("Count: \(count)")`.
///
/// Gnomon shows it as written (with the interpolated values); it is never parsed as markup.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let text: String

    public init(_ value: String) {
        text = value
    }

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// Builds the text of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            text += String(describing: value)
        }

        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.content
        }

        /// A number formatted with a `printf` specifier, as SwiftUI's `Text` takes one:
        /// `Text("\(celsius, specifier: "%.1f") °C")`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }
    }
}
