import Foundation

/// CSS classes Gnomon makes for what no theme class gives (a colour, an italic face, a font
/// weight). The name spells the rule, so a host makes the rule from the name alone, once, in
/// one shared stylesheet: a thousand red labels are one class and one rule, never a provider
/// per widget.
///
/// ```swift
/// GeneratedStyleClass.foreground(Color(red: 1, green: 0.5, blue: 0))   // "gnomon-fg-ff8000ff"
/// GeneratedStyleClass.rule(for: "gnomon-fg-ff8000ff")
/// // ".gnomon-fg-ff8000ff { color: rgba(255, 128, 0, 1.0); }"
/// GeneratedStyleClass.foreground(.red)              // "gnomon-fg-palette-red-100"
/// ```
package enum GeneratedStyleClass {
    package static let prefix = "gnomon-"
    static let italic = "gnomon-italic"
    /// Text and icons shown as blocks of their size (`redacted(reason:)`).
    package static let redacted = "gnomon-redacted"
    /// A list box row without the line under it (`listRowSeparator(.hidden)`).
    static let separatorHidden = "gnomon-separator-hidden"
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

    /// The class for text `points` high (CSS pixels: a SwiftUI point is one).
    static func fontSize(_ points: Int) -> String {
        "gnomon-font-size-\(points)"
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

    /// A colour in a class name: its components as hex, or a palette or theme colour by name
    /// and opacity (`palette-red-100`, `theme-theme_fg_color-70`).
    private static func code(of color: Color) -> String {
        let percent = Int((color.alpha * 100).rounded())
        switch color.storage {
        case .palette(let name):
            return "palette-\(name)-\(percent)"
        case .theme(let name):
            return "theme-\(name)-\(percent)"
        case .rgb(let red, let green, let blue):
            return [red, green, blue, color.alpha].map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
        }
    }

    /// The name and opacity (0 to 1) of a code `kind-name-percent`; nil if it is not one.
    private static func named(_ code: Substring, kind: String) -> (name: Substring, alpha: Double)? {
        guard code.hasPrefix(kind + "-"), let dash = code.lastIndex(of: "-"), let percent = Int(code[code.index(after: dash)...]),
            dash > code.index(code.startIndex, offsetBy: kind.count)
        else { return nil }
        return (code[code.index(code.startIndex, offsetBy: kind.count + 1)..<dash], Double(percent) / 100)
    }

    /// The CSS value of a colour's code in the light or dark style; nil if it is not one.
    ///
    /// As the colour of text, the accent is the theme's accent moved toward its text colour:
    /// GTK 4.8's theme has no accent colour for text, and its accent background is too faint to
    /// read on a dark window (1.6:1); mixed with the text colour it reads at 5:1 or more on both
    /// styles' windows, as libadwaita's `accent_color` does. A palette colour moves toward the
    /// text colour as far as it must to read in the style (`ReadableText`).
    private static func css(ofCode code: Substring, asText: Bool, dark: Bool) -> String? {
        if let (theme, alpha) = named(code, kind: "theme") {
            let color = asText && theme == "theme_selected_bg_color" ? "mix(@\(theme), @theme_fg_color, 0.55)" : "@\(theme)"
            return "alpha(\(color), \(alpha))"
        }
        if let (name, alpha) = named(code, kind: "palette"), let components = Color(.palette(String(name))).paletteComponents {
            let value = "rgb(\([components.red, components.green, components.blue].map { String(Int(($0 * 255).rounded())) }.joined(separator: ", ")))"
            let weight = asText ? ReadableText.weight(for: components, dark: dark) : 0
            return "alpha(\(weight == 0 ? value : "mix(\(value), @theme_fg_color, \(weight))"), \(alpha))"
        }
        guard code.count == 8, let value = UInt32(code, radix: 16) else { return nil }
        let red = value >> 24, green = value >> 16 & 0xFF, blue = value >> 8 & 0xFF, alpha = Double(value & 0xFF) / 255
        return "rgba(\(red), \(green), \(blue), \(alpha))"
    }

    /// Rules Gnomon puts over GTK 4.8's theme for classes apps use: a card and a boxed list (a
    /// form's sections), which GNOME apps take from libadwaita and GTK's theme lacks, rounded
    /// and raised from the window in the theme's colours, light or dark; and dimmed secondary
    /// text, which GTK dims to 3.2:1 on a light window (a title bar's subtitle to 2.9:1),
    /// dimmed only as far as WCAG AA's 4.5:1 allows on both styles' windows and title bars.
    package static let themeRules: [String: String] = [
        "dim-label": ".dim-label { opacity: \(Color.secondaryOpacity); }",
        // A title bar's subtitle, which GTK dims to 2.9:1 on the light title bar's darker grey.
        "subtitle": "headerbar .subtitle { opacity: 0.8; }",
        "card": ".card { background-color: @theme_base_color; border-radius: 12px; \(raised) }",
        "boxed-list": """
            list.boxed-list { border-radius: 12px; \(raised) }
            list.boxed-list > row:first-child { border-top-left-radius: 12px; border-top-right-radius: 12px; }
            list.boxed-list > row:last-child { border-bottom: none; border-bottom-left-radius: 12px; border-bottom-right-radius: 12px; }
            """,
    ]

    /// Rules Gnomon puts over GTK 4.8's theme in every app so that its text reads at WCAG AA
    /// (4.5:1) in the light or dark style; GTK's light theme puts white on its accent at 3.8:1,
    /// and its dark theme's links read at 3.3:1.
    /// - A suggested button (`.borderedProminent`, a confirmation action) and a selected row
    ///   of a `List` are a darker accent in the light style: white reads on it at 5.5:1.
    /// - Dimmed text on a selected row is dimmed less (0.9): 4.8:1 light, 7:1 dark.
    /// - Links are the accent colour for text (as `Color.accentColor` text), 5:1 dark; on a
    ///   selected row, the selected text colour.
    package static func themeCorrections(dark: Bool) -> String {
        let dimmedOnSelection = "row:selected .dim-label { opacity: 0.9; }"
        guard !dark else {
            let link = ["link", "button.link"].flatMap { [$0, "\($0):visited", "\($0):hover", "\($0):active"] }
            return """
                \(link.joined(separator: ", ")) { color: mix(@theme_selected_bg_color, @theme_fg_color, 0.55); }
                *:selected link, *:selected button.link { color: @theme_selected_fg_color; }
                \(dimmedOnSelection)
                """
        }
        let suggested = "button.suggested-action:not(.flat):not(:disabled)"
        return """
            \(suggested) { background-image: image(shade(@theme_selected_bg_color, 0.8)); }
            \(suggested):hover { background-image: image(shade(@theme_selected_bg_color, 0.86)); }
            \(suggested):active, \(suggested):checked { background-image: image(shade(@theme_selected_bg_color, 0.72)); }
            scrolledwindow.context-list > listview:not(.navigation-sidebar) > row:selected { background-color: shade(@theme_selected_bg_color, 0.8); }
            \(dimmedOnSelection)
            """
    }

    /// A thin outline and a soft shadow under it, as libadwaita raises its cards.
    private static let raised = "box-shadow: 0 0 0 1px alpha(black, 0.09), 0 1px 3px 1px alpha(black, 0.07);"

    /// The CSS rule a generated class (or a class of `themeRules`) stands for in the light or
    /// dark style; nil for any other class.
    package static func rule(for className: String, dark: Bool = false) -> String? {
        guard className.hasPrefix(prefix) else { return themeRules[className] }
        let name = className.dropFirst(prefix.count)
        if name == "italic" { return ".\(className) { font-style: italic; }" }
        if className == redacted {
            // The text and icon drawn clear over a block in the text's colour, faint; the class
            // twice, to win over a colour's class in the same stylesheet, whichever came first.
            return ".\(className).\(className) { color: transparent; background-color: alpha(@theme_fg_color, 0.12); border-radius: 4px; -gtk-icon-filter: opacity(0); }"
        }
        if className == separatorHidden { return "list > row.\(className) { border-bottom-color: transparent; }" }
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
        if name.hasPrefix("font-size-"), let points = Int(name.dropFirst("font-size-".count)) {
            return ".\(className) { font-size: \(points)px; }"
        }
        if name.hasPrefix("weight-"), let weight = Int(name.dropFirst("weight-".count)) {
            return ".\(className) { font-weight: \(weight); }"
        }
        if name.hasPrefix("fg-"), let color = css(ofCode: name.dropFirst("fg-".count), asText: true, dark: dark) {
            return ".\(className) { color: \(color); }"
        }
        if name.hasPrefix("tint-"), let color = css(ofCode: name.dropFirst("tint-".count), asText: false, dark: dark) {
            // Each part is inside the tinted widget, or the tinted widget itself.
            let inside = ["switch:checked", "check:checked", "radio:checked", "highlight", "progress", "block.filled", "button.suggested-action"]
            let selectors = inside.map { ".\(className) \($0)" } + ["switch.\(className):checked", "button.suggested-action.\(className)"]
            return selectors.joined(separator: ", ") + " { background-color: \(color); border-color: \(color); }"
        }
        return nil
    }
}
