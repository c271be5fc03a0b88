/// How large controls are drawn: GNOME's controls at their regular size, or smaller or larger
/// ones, for dense toolbars or prominent actions.
///
/// ```swift
/// HStack { Button("Bold") {}; Button("Italic") {} }.controlSize(.small)
/// Button("Get Started") { start() }.controlSize(.large)
/// ```
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini
    case small
    case regular
    case large
    case extraLarge

    /// The generated class that sizes a control (`WidgetClass.Traits.sizedControl`); none at the
    /// regular size.
    var styleClass: String? {
        switch self {
        case .mini: "gnomon-control-mini"
        case .small: "gnomon-control-small"
        case .regular: nil
        case .large: "gnomon-control-large"
        case .extraLarge: "gnomon-control-extra-large"
        }
    }

    /// The CSS rule of a control-size class: the least height (of the content, inside the
    /// padding) and the padding of a button,
    /// an entry or a spin button, or of the button inside a drop-down, menu button or colour
    /// button; for the smaller sizes, and the largest, the font size too.
    static func rule(for className: String) -> String? {
        guard let size = allCases.first(where: { $0.styleClass == className }) else { return nil }
        let selectors = ["button", "entry", "spinbutton"].map { "\($0).\(className)" } + [".\(className) > button"]
        let (height, padding, font): (Int, String, String?) =
            switch size {
            case .mini: (14, "0 4px", "x-small")
            case .small: (18, "1px 6px", "small")
            case .regular: (24, "4px 9px", nil)
            case .large: (28, "7px 18px", nil)
            case .extraLarge: (34, "10px 24px", "larger")
            }
        return selectors.joined(separator: ", ")
            + " { min-height: \(height)px; padding: \(padding);\(font.map { " font-size: \($0);" } ?? "") }"
    }
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// The size of the controls in a view; set it with `.controlSize(_:)`.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Draws the controls in this view (buttons, fields, steppers, pickers) at `size`, the
    /// innermost size winning: each control takes one generated CSS class, shared by every
    /// control of that size.
    ///
    /// ```swift
    /// Form { … }.controlSize(.small)
    /// ```
    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size)
    }
}
