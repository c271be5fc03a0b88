import Foundation

/// How far a colour of GNOME's palette moves toward the theme's text colour to read, as the
/// colour of text, at WCAG AA (4.5:1) on the backgrounds text is drawn on: GTK 4.8's window
/// and view (list, field) backgrounds, in the light style or the dark. The host mixes in CSS
/// (`mix(colour, @theme_fg_color, weight)`), so another theme's text colour is what the
/// colour moves toward; the weight is the least that reads on GTK's own theme.
///
/// ```swift
/// ReadableText.weight(for: (0.878, 0.106, 0.141), dark: true)   // 0.5: red, lightened
/// ```
package enum ReadableText {
    package typealias Components = (red: Double, green: Double, blue: Double)

    /// The contrast WCAG AA asks of text, with a margin for GTK's rounding.
    static let minimumRatio = 4.6

    /// GTK 4.8's theme: its text colour, and the window and view backgrounds.
    private static let light = (text: rgb(0x2E3436), backgrounds: [rgb(0xF6F5F4), rgb(0xFFFFFF)])
    private static let dark = (text: rgb(0xEEEEEC), backgrounds: [rgb(0x353535), rgb(0x2D2D2D), rgb(0x303030)])

    /// The least weight, in steps of 0.05, at which `color` mixed with the theme's text colour
    /// reads on every background of the style.
    static func weight(for color: Components, dark isDark: Bool) -> Double {
        let style = isDark ? dark : light
        for step in 0...20 {
            let weight = Double(step) / 20
            let mixed = mix(color, style.text, weight)
            if style.backgrounds.allSatisfy({ contrast(mixed, $0) >= minimumRatio }) { return weight }
        }
        return 1
    }

    /// CSS's `mix()`: each component `weight` of the way from `first` to `second`.
    static func mix(_ first: Components, _ second: Components, _ weight: Double) -> Components {
        (first.red + (second.red - first.red) * weight, first.green + (second.green - first.green) * weight,
         first.blue + (second.blue - first.blue) * weight)
    }

    /// WCAG's contrast ratio of two colours, 1 to 21.
    package static func contrast(_ first: Components, _ second: Components) -> Double {
        let (one, two) = (luminance(first), luminance(second))
        return (max(one, two) + 0.05) / (min(one, two) + 0.05)
    }

    /// WCAG's relative luminance.
    private static func luminance(_ color: Components) -> Double {
        func linear(_ component: Double) -> Double {
            component <= 0.03928 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    private static func rgb(_ hex: UInt32) -> Components {
        (Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255)
    }
}
