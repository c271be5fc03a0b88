/// A colour: GNOME's palette, any RGB value, or the theme's text and accent colours, which
/// follow the light or dark style. A colour is a view (a rectangle filled with it, taking the
/// space it is given) and a paint for shapes.
///
/// ```swift
/// Color.blue                                   // GNOME's blue, #3584e4
/// Color(red: 1, green: 0.5, blue: 0).opacity(0.5)
/// Circle().fill(.accentColor)                  // the theme's accent
/// Text("Saved").background(Color.green.opacity(0.2))
/// ```
public struct Color: Hashable, Sendable, ShapeStyle {
    enum Storage: Hashable, Sendable {
        case rgb(red: Double, green: Double, blue: Double)
        /// A colour of GNOME's palette, by its SwiftUI name (`paletteValues`): as the colour of
        /// text it follows the light or dark style, as SwiftUI's system colours do.
        case palette(String)
        /// A colour of the GTK theme, by its name in the Adwaita stylesheet.
        case theme(String)
    }

    let storage: Storage
    /// 0 (transparent) to 1 (opaque).
    let alpha: Double

    init(_ storage: Storage, alpha: Double = 1) {
        self.storage = storage
        self.alpha = min(1, max(0, alpha))
    }

    /// A colour from its components, each from 0 to 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.rgb(red: red, green: green, blue: blue), alpha: opacity)
    }

    /// A grey from black (0) to white (1).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from its hue (0 to 1 around the colour wheel, red at 0), saturation and
    /// brightness, each from 0 to 1.
    ///
    /// ```swift
    /// Color(hue: 0.6, saturation: 0.8, brightness: 0.9)   // a blue
    /// ```
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let sector = (hue - hue.rounded(.down)) * 6  // 0 ..< 6
        let chroma = brightness * saturation
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (red, green, blue): (Double, Double, Double) =
            switch Int(sector) {
            case 0: (chroma, second, 0)
            case 1: (second, chroma, 0)
            case 2: (0, chroma, second)
            case 3: (0, second, chroma)
            case 4: (second, 0, chroma)
            default: (chroma, 0, second)
            }
        let lift = brightness - chroma
        self.init(red: red + lift, green: green + lift, blue: blue + lift, opacity: opacity)
    }

    /// This colour, `opacity` times as opaque.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage, alpha: alpha * opacity)
    }

    /// GNOME's palette (the HIG's), under SwiftUI's names: `#rrggbb` as a number.
    static let paletteValues: [String: UInt32] = [
        "red": 0xE01B24, "orange": 0xFF7800, "yellow": 0xF6D32D, "green": 0x33D17A, "mint": 0x2EC27E,
        "teal": 0x26A269, "cyan": 0x62A0EA, "blue": 0x3584E4, "indigo": 0x1C71D8, "purple": 0x9141AC,
        "pink": 0xDC8ADD, "brown": 0x986A44, "gray": 0x9A9996,
    ]

    // GNOME's palette under SwiftUI's names. Shapes are painted in the palette's colour; text
    // reads at WCAG AA in the light style and the dark, moved toward the theme's text colour
    // as far as it must be (`ReadableText`), as SwiftUI's system colours change with the style.
    public static let red = Color(.palette("red"))
    public static let orange = Color(.palette("orange"))
    public static let yellow = Color(.palette("yellow"))
    public static let green = Color(.palette("green"))
    public static let mint = Color(.palette("mint"))
    public static let teal = Color(.palette("teal"))
    public static let cyan = Color(.palette("cyan"))
    public static let blue = Color(.palette("blue"))
    public static let indigo = Color(.palette("indigo"))
    public static let purple = Color(.palette("purple"))
    public static let pink = Color(.palette("pink"))
    public static let brown = Color(.palette("brown"))
    public static let gray = Color(.palette("gray"))
    public static let white = Color(white: 1)
    public static let black = Color(white: 0)
    public static let clear = Color(.rgb(red: 0, green: 0, blue: 0), alpha: 0)

    // Theme colours by the names both GTK 4.8's own theme and libadwaita's define.

    /// The theme's text colour (`theme_fg_color`).
    public static let primary = Color(.theme("theme_fg_color"))
    /// The theme's text colour, dimmed for secondary text as far as it still reads at WCAG AA
    /// (4.5:1) on the window, in the light style and in the dark; `dim-label` dims as much.
    public static let secondary = Color(.theme("theme_fg_color"), alpha: secondaryOpacity)

    /// How far secondary text is dimmed.
    static let secondaryOpacity = 0.7
    /// The theme's accent colour (`theme_selected_bg_color`); as the colour of text, a darker
    /// (light style) or lighter (dark style) shade of it that reads well on the window.
    public static let accentColor = Color(.theme("theme_selected_bg_color"))

    /// The colour's components, or its theme colour's name, with its opacity.
    ///
    /// ```swift
    /// if case .theme(let name, _) = Color.accentColor.resolved { lookUp(name) }
    /// ```
    public enum Resolved: Sendable {
        case rgb(red: Double, green: Double, blue: Double, alpha: Double)
        case theme(name: String, alpha: Double)
    }

    /// What a host paints with: a palette colour as its components.
    public var resolved: Resolved {
        if let (red, green, blue) = components { return .rgb(red: red, green: green, blue: blue, alpha: alpha) }
        guard case .theme(let name) = storage else { preconditionFailure("\(storage) has components") }
        return .theme(name: name, alpha: alpha)
    }

    /// A palette colour's red, green and blue; nil for any other colour, or a name not in the
    /// palette.
    var paletteComponents: (red: Double, green: Double, blue: Double)? {
        guard case .palette(let name) = storage, let hex = Self.paletteValues[name] else { return nil }
        return (Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255)
    }

    /// Red, green and blue from 0 to 1; nil for a theme colour.
    var components: (red: Double, green: Double, blue: Double)? {
        switch storage {
        case .rgb(let red, let green, let blue):
            return (red, green, blue)
        case .palette(let name):
            guard let components = paletteComponents else { preconditionFailure("\(name) is not in GNOME's palette") }
            return components
        case .theme:
            return nil
        }
    }

    /// How `dump()` shows the colour: `#rrggbb` or the theme colour's name, and its opacity.
    var name: String {
        let base: String
        if let (red, green, blue) = components {
            base = "#" + [red, green, blue].map { component in
                let byte = Int((min(1, max(0, component)) * 255).rounded())
                return (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }.joined()
        } else {
            guard case .theme(let name) = storage else { preconditionFailure("\(storage) has components") }
            base = name
        }
        return alpha == 1 ? base : base + "@" + String(Double(Int(alpha * 1000)) / 1000)
    }
}

extension Color: CustomStringConvertible {
    /// `#rrggbb` or the theme colour's name, and its opacity if not opaque: `#3584e4@0.5`.
    public var description: String { name }
}

extension Color {
    /// The colour with each component as GTK's `GdkRGBA` holds it (a `float`), so that a colour
    /// read back from GTK is equal to the one written.
    package var gdkPrecision: Color {
        guard let (red, green, blue) = components else { return self }
        return Color(
            .rgb(red: Double(Float(red)), green: Double(Float(green)), blue: Double(Float(blue))),
            alpha: Double(Float(alpha)))
    }
}

extension Color: View {
    public var body: _ShapeView<Rectangle> {
        Rectangle().fill(self)
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var white: Color { Color.white }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
    public static var accentColor: Color { Color.accentColor }
}
