import Foundation

/// CSS classes Gnomon makes for what no theme class gives (a colour, an italic face, a font
/// weight). The name spells the rule, so a host makes the rule from the name alone, once, in
/// one shared stylesheet: a thousand red labels are one class and one rule, never a provider
/// per widget.
///
/// ```swift
/// GeneratedStyleClass.foreground(.red)              // "gnomon-fg-e01b24ff"
/// GeneratedStyleClass.rule(for: "gnomon-fg-e01b24ff")
/// // ".gnomon-fg-e01b24ff { color: rgba(224, 27, 36, 1); }"
/// ```
package enum GeneratedStyleClass {
    package static let prefix = "gnomon-"
    static let italic = "gnomon-italic"
    /// A lazy stack's list view: no background, rows as plain as a stack's children.
    static let lazyStack = "gnomon-lazy-stack"

    /// The space between a lazy stack's rows, along `axis`.
    static func rowGap(_ spacing: Int, along axis: Axis) -> String {
        axis == .vertical ? "gnomon-row-gap-\(spacing)" : "gnomon-column-gap-\(spacing)"
    }

    /// The class for text of `weight` (CSS's 100 to 900).
    static func weight(_ weight: Int) -> String {
        "gnomon-weight-\(weight)"
    }

    /// The class for text and icons in `color`.
    static func foreground(_ color: Color) -> String {
        "gnomon-fg-" + code(of: color)
    }

    /// The class that tints the controls inside in `color` (a switch that is on, a checked box,
    /// a slider's filled part, a progress bar, a suggested button) where GNOME uses its accent.
    static func tint(_ color: Color) -> String {
        "gnomon-tint-" + code(of: color)
    }

    /// A colour in a class name: its components as hex, or a theme colour by name and opacity.
    private static func code(of color: Color) -> String {
        switch color.resolved {
        case .rgb(let red, let green, let blue, let alpha):
            [red, green, blue, alpha].map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
        case .theme(let name, let alpha):
            "theme-\(name)-\(Int((alpha * 100).rounded()))"
        }
    }

    /// The CSS value of a colour's code; nil if it is not one.
    private static func css(ofCode code: Substring) -> String? {
        if code.hasPrefix("theme-"), let dash = code.lastIndex(of: "-"), let alpha = Int(code[code.index(after: dash)...]) {
            let theme = code[code.index(code.startIndex, offsetBy: "theme-".count)..<dash]
            return "alpha(@\(theme), \(Double(alpha) / 100))"
        }
        guard code.count == 8, let value = UInt32(code, radix: 16) else { return nil }
        let red = value >> 24, green = value >> 16 & 0xFF, blue = value >> 8 & 0xFF, alpha = Double(value & 0xFF) / 255
        return "rgba(\(red), \(green), \(blue), \(alpha))"
    }

    /// The CSS rule a generated class stands for; nil for any other class.
    package static func rule(for className: String) -> String? {
        guard className.hasPrefix(prefix) else { return nil }
        let name = className.dropFirst(prefix.count)
        if name == "italic" { return ".\(className) { font-style: italic; }" }
        if name == "lazy-stack" {
            return ".\(className), .\(className) > row, .\(className) > row:hover, .\(className) > row:selected "
                + "{ background: none; padding: 0; }"
        }
        for (gap, side) in [("row-gap-", "bottom"), ("column-gap-", "right")] where name.hasPrefix(gap) {
            guard let spacing = Int(name.dropFirst(gap.count)) else { return nil }
            return ".\(className) > row { margin-\(side): \(spacing)px; }"
        }
        if name.hasPrefix("weight-"), let weight = Int(name.dropFirst("weight-".count)) {
            return ".\(className) { font-weight: \(weight); }"
        }
        if name.hasPrefix("fg-"), let color = css(ofCode: name.dropFirst("fg-".count)) {
            return ".\(className) { color: \(color); }"
        }
        if name.hasPrefix("tint-"), let color = css(ofCode: name.dropFirst("tint-".count)) {
            // Each part is inside the tinted widget, or the tinted widget itself.
            let inside = ["switch:checked", "check:checked", "radio:checked", "highlight", "progress", "block.filled", "button.suggested-action"]
            let selectors = inside.map { ".\(className) \($0)" } + ["switch.\(className):checked", "button.suggested-action.\(className)"]
            return selectors.joined(separator: ", ") + " { background-color: \(color); border-color: \(color); }"
        }
        return nil
    }
}
