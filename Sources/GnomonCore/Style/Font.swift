import Foundation

/// How text is set, as GNOME's type scale shows it: each font is a style class of the
/// Adwaita stylesheet on the widgets that show the text.
///
/// ```swift
/// Text("Inbox").font(.largeTitle)                  // .title-1
/// Text("3 unread").font(.caption)                  // .caption
/// Text(hash).font(.body.monospaced())              // .monospace
/// VStack { Text("A"); Text("B") }.font(.headline)  // .heading on both labels
/// ```
///
/// | Font | class |
/// |---|---|
/// | `largeTitle`, `title`, `title2`, `title3` | `title-1`, `title-2`, `title-3`, `title-4` |
/// | `headline`, or any font `.bold()` | `heading` |
/// | `body`, `callout` | none |
/// | `subheadline`, `footnote`, `caption`, `caption2` | `caption` (and `heading` when bold) |
/// | `.monospaced()`, `.system(…, design: .monospaced)` | `monospace` |
/// | `.monospacedDigit()` | `numeric` (libadwaita's; GTK's own theme has none) |
/// | `.system(size:)` | a generated class setting the size (in pixels, as SwiftUI's points) |
public struct Font: Hashable, Sendable {
    /// SwiftUI's text styles.
    ///
    /// ```swift
    /// Text("Notes").font(.system(.title2))
    /// ```
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font's design; GNOME has a monospace face besides the interface font.
    ///
    /// ```swift
    /// Text(code).font(.system(.body, design: .monospaced))
    /// ```
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A font's weight. GNOME's type scale sets text regular or bold (semibold and heavier:
    /// `.heading`); other weights are a generated class of Gnomon's (`font-weight`).
    ///
    /// ```swift
    /// Text("Total").font(.body.weight(.semibold))
    /// Text("Hint").fontWeight(.light)
    /// ```
    public struct Weight: Hashable, Sendable {
        /// CSS's weight, 100 to 900.
        let value: Int

        var isBold: Bool { value >= 600 }

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    let style: TextStyle
    var weight: Weight
    var isItalic = false
    var isMonospaced = false
    var hasMonospacedDigits = false
    /// A size of its own, in points; nil for the style's.
    var size: Int?

    var isBold: Bool { weight.isBold }

    init(style: TextStyle) {
        self.style = style
        weight = style == .headline ? .bold : .regular
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    /// The font of `style`, in `design` and `weight`.
    ///
    /// ```swift
    /// Text(code).font(.system(.body, design: .monospaced))
    /// ```
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(style: style)
        if design == .monospaced { font.isMonospaced = true }
        if let weight { font.weight = weight }
        return font
    }

    /// The system font at a size of its own, in points (CSS pixels), in `weight` and `design`.
    ///
    /// ```swift
    /// Text("12:04.5").font(.system(size: 48, weight: .bold, design: .monospaced))
    /// ```
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = system(.body, design: design, weight: weight)
        font.size = max(1, Int(size.rounded()))
        return font
    }

    /// This font, bold.
    public func bold() -> Font { weight(.bold) }

    /// This font at `weight`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font, italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font in the monospace face.
    public func monospaced() -> Font {
        var font = self
        font.isMonospaced = true
        return font
    }

    /// This font with digits of equal width, for numbers that change in place.
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }

    /// How much larger than beside body text a symbol is beside text in this font: the font's
    /// size over the body's (GNOME's 11 points, 14.67 pixels), as the theme's classes scale it.
    var symbolScale: Double {
        if let size { return Double(size) / (11 * 96 / 72) }
        return switch style {
        case .largeTitle: 1.81
        case .title, .title2: 1.36
        case .title3: 1.18
        case .subheadline, .footnote, .caption, .caption2: 0.82
        case .headline, .body, .callout: 1
        }
    }

    /// The Adwaita style classes that set this font.
    func addClasses(to classes: inout [String]) {
        switch style {
        case .largeTitle: classes.append("title-1")
        case .title: classes.append("title-2")
        case .title2: classes.append("title-3")
        case .title3: classes.append("title-4")
        case .headline, .body, .callout: if isBold { classes.append("heading") }
        case .subheadline, .footnote, .caption, .caption2:
            // Adwaita's `caption-heading` is both, and GTK's own theme has only the two.
            classes.append("caption")
            if isBold { classes.append("heading") }
        }
        if !isBold && weight != .regular { classes.append(GeneratedStyleClass.weight(weight.value)) }
        if isItalic { classes.append(GeneratedStyleClass.italic) }
        if isMonospaced { classes.append("monospace") }
        if let size { classes.append(GeneratedStyleClass.fontSize(size)) }
        if hasMonospacedDigits { classes.append("numeric") }
    }
}

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

extension EnvironmentValues {
    /// The font of text inside; nil for the theme's default. Set it with `.font(_:)`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}

extension View {
    /// Sets the font of the text in this view.
    ///
    /// ```swift
    /// Text("Settings").font(.title)
    /// ```
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets text in this view bold (`.heading`).
    ///
    /// ```swift
    /// Text("Total").bold()
    /// ```
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.font) { font in
            if isActive { font = (font ?? .body).bold() }
        }
    }

    /// Sets text in this view in the monospace face.
    ///
    /// ```swift
    /// Text(commit.hash).monospaced()
    /// ```
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.font) { font in
            if isActive { font = (font ?? .body).monospaced() }
        }
    }

    /// Sets text in this view italic.
    ///
    /// ```swift
    /// Text("Draft").italic()
    /// ```
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.font) { font in
            if isActive { font = (font ?? .body).italic() }
        }
    }

    /// Sets the weight of text in this view (nil: the font's own).
    ///
    /// ```swift
    /// Text("Total").fontWeight(.semibold)
    /// ```
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.font) { font in
            if let weight { font = (font ?? .body).weight(weight) }
        }
    }

    /// Gives digits in this view equal widths, for counters and clocks.
    ///
    /// ```swift
    /// Text("\(seconds)").monospacedDigit()
    /// ```
    public func monospacedDigit() -> some View {
        transformEnvironment(\.font) { font in font = (font ?? .body).monospacedDigit() }
    }
}
