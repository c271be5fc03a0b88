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

    /// A lazy grid's grid view: no background, cells as plain as a grid's.
    static let lazyGridView = "gnomon-lazy-grid"

    /// The classes of a lazy grid's grid view: plain, with the gaps after each line and each
    /// cell (as margins of GTK's `child` nodes) and the cells' least size across the axis.
    static func lazyGrid(_ layout: LazyGridLayout) -> [String] {
        let vertical = layout.axis == .vertical
        var classes = [lazyGridView]
        if layout.lineSpacing > 0 { classes.append("gnomon-cell-\(vertical ? "bottom" : "right")-\(layout.lineSpacing)") }
        if layout.cellSpacing > 0 { classes.append("gnomon-cell-\(vertical ? "right" : "bottom")-\(layout.cellSpacing)") }
        if layout.minimumCellSize > 0 {
            classes.append("gnomon-cell-min-\(vertical ? "width" : "height")-\(layout.minimumCellSize)")
        }
        return classes
    }

    /// The space between a lazy stack's rows, along `axis`.
    static func rowGap(_ spacing: Int, along axis: Axis) -> String {
        axis == .vertical ? "gnomon-row-gap-\(spacing)" : "gnomon-column-gap-\(spacing)"
    }

    static let paddingPrefix = "gnomon-padding-"

    /// The class for room inside a widget's box: top, trailing, bottom and leading, in pixels.
    static func padding(_ sides: [Int]) -> String {
        paddingPrefix + sides.map(String.init).joined(separator: "-")
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

    /// The CSS value of a colour's code; nil if it is not one. As the colour of text, the accent
    /// is the theme's accent moved toward its text colour: GTK 4.8's theme has no accent colour
    /// for text, and its accent background is too faint to read on a dark window (1.6:1); mixed
    /// with the text colour it reads at 5:1 or more on both styles' windows, as libadwaita's
    /// `accent_color` does.
    private static func css(ofCode code: Substring, asText: Bool = false) -> String? {
        if code.hasPrefix("theme-"), let dash = code.lastIndex(of: "-"), let alpha = Int(code[code.index(after: dash)...]) {
            let theme = code[code.index(code.startIndex, offsetBy: "theme-".count)..<dash]
            let color = asText && theme == "theme_selected_bg_color" ? "mix(@\(theme), @theme_fg_color, 0.55)" : "@\(theme)"
            return "alpha(\(color), \(Double(alpha) / 100))"
        }
        guard code.count == 8, let value = UInt32(code, radix: 16) else { return nil }
        let red = value >> 24, green = value >> 16 & 0xFF, blue = value >> 8 & 0xFF, alpha = Double(value & 0xFF) / 255
        return "rgba(\(red), \(green), \(blue), \(alpha))"
    }

    /// Rules Gnomon puts over GTK 4.8's theme for classes apps use: a card and a boxed list (a
    /// form's sections), which GNOME apps take from libadwaita and GTK's theme lacks, rounded
    /// and raised from the window in the theme's colours, light or dark; and dimmed secondary
    /// text, which GTK dims to 3.2:1 on a light window, dimmed only as far as WCAG AA's 4.5:1
    /// allows on both styles' windows.
    package static let themeRules: [String: String] = [
        "dim-label": ".dim-label { opacity: \(Color.secondaryOpacity); }",
        "card": ".card { background-color: @theme_base_color; border-radius: 12px; \(raised) }",
        "boxed-list": """
            list.boxed-list { border-radius: 12px; \(raised) }
            list.boxed-list > row:first-child { border-top-left-radius: 12px; border-top-right-radius: 12px; }
            list.boxed-list > row:last-child { border-bottom: none; border-bottom-left-radius: 12px; border-bottom-right-radius: 12px; }
            """,
    ]

    /// A thin outline and a soft shadow under it, as libadwaita raises its cards.
    private static let raised = "box-shadow: 0 0 0 1px alpha(black, 0.09), 0 1px 3px 1px alpha(black, 0.07);"

    /// The CSS rule a generated class (or a class of `themeRules`) stands for; nil for any
    /// other class.
    package static func rule(for className: String) -> String? {
        guard className.hasPrefix(prefix) else { return themeRules[className] }
        let name = className.dropFirst(prefix.count)
        if name == "italic" { return ".\(className) { font-style: italic; }" }
        // A lazy stack's rows and a lazy grid's cells: GTK's list look taken off (and the room
        // GTK's theme gives every box in a grid view's cell, which would add to the view's own).
        for (plain, node) in [("lazy-stack", "row"), ("lazy-grid", "child")] where name == plain {
            let look = [".\(className)", ".\(className) > \(node)", ".\(className) > \(node):hover", ".\(className) > \(node):selected"]
                .joined(separator: ", ") + " { background: none; padding: 0; }"
            return node == "child" ? look + "\n.\(className) > child box { margin: 0; border-spacing: 0; }" : look
        }
        for (cell, property) in [("cell-bottom-", "margin-bottom"), ("cell-right-", "margin-right"), ("cell-min-width-", "min-width"), ("cell-min-height-", "min-height")]
        where name.hasPrefix(cell) {
            guard let size = Int(name.dropFirst(cell.count)) else { return nil }
            return ".\(className) > child { \(property): \(size)px; }"
        }
        for (gap, side) in [("row-gap-", "bottom"), ("column-gap-", "right")] where name.hasPrefix(gap) {
            guard let spacing = Int(name.dropFirst(gap.count)) else { return nil }
            return ".\(className) > row { margin-\(side): \(spacing)px; }"
        }
        if className.hasPrefix(paddingPrefix) {
            let sides = className.dropFirst(paddingPrefix.count).split(separator: "-").compactMap { Int($0) }
            guard sides.count == 4 else { return nil }
            return ".\(className) { padding: \(sides.map { "\($0)px" }.joined(separator: " ")); }"
        }
        if name.hasPrefix("control-") { return ControlSize.rule(for: className) }
        if name.hasPrefix("weight-"), let weight = Int(name.dropFirst("weight-".count)) {
            return ".\(className) { font-weight: \(weight); }"
        }
        if name.hasPrefix("fg-"), let color = css(ofCode: name.dropFirst("fg-".count), asText: true) {
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
