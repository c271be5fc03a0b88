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

    /// The class for text and icons in `color`: its components, or a theme colour by name.
    static func foreground(_ color: Color) -> String {
        switch color.resolved {
        case .rgb(let red, let green, let blue, let alpha):
            "gnomon-fg-" + [red, green, blue, alpha].map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
        case .theme(let name, let alpha):
            "gnomon-fg-theme-\(name)-\(Int((alpha * 100).rounded()))"
        }
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
        if name.hasPrefix("fg-theme-"), let dash = name.lastIndex(of: "-"),
            let alpha = Int(name[name.index(after: dash)...])
        {
            let theme = name[name.index(name.startIndex, offsetBy: "fg-theme-".count)..<dash]
            return ".\(className) { color: alpha(@\(theme), \(Double(alpha) / 100)); }"
        }
        if name.hasPrefix("fg-"), name.count == 11, let value = UInt32(name.dropFirst(3), radix: 16) {
            let red = value >> 24, green = value >> 16 & 0xFF, blue = value >> 8 & 0xFF, alpha = Double(value & 0xFF) / 255
            return ".\(className) { color: rgba(\(red), \(green), \(blue), \(alpha)); }"
        }
        return nil
    }
}
