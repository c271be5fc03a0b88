/// GTK's `GtkAlign`: how a widget sits in the space its parent gives it.
public enum WidgetAlign: String, Hashable, Sendable {
    case fill, start, end, center, baseline
}

/// GTK's `GtkNaturalWrapMode`: how a wrapping label computes its natural width.
public enum NaturalWrapMode: String, Hashable, Sendable {
    case inherit, none, word
}

/// Pango's `PangoEllipsizeMode`: where a label that does not fit shows "…".
public enum EllipsizeMode: String, Hashable, Sendable {
    case none, start, middle, end
}

/// GTK's `GtkJustification`: how the lines of a label line up (`left` and `right` follow the
/// text's direction).
public enum Justification: String, Hashable, Sendable {
    case left, right, center, fill
}

/// GTK's `GtkSelectionMode`: how many rows of a list box the user can select.
public enum SelectionMode: String, Hashable, Sendable {
    case none, single, browse, multiple
}

/// GTK's `GtkWrapMode`: where a text view breaks a line that does not fit.
public enum TextWrapMode: String, Hashable, Sendable {
    case none, char, word
    case wordChar = "word-char"
}

/// GTK's `GtkPolicyType`: when a scrolled window shows a scrollbar.
public enum ScrollbarPolicy: String, Hashable, Sendable {
    case always, automatic, never, external
}

extension WidgetAlign: WidgetPropertyValue {}
extension NaturalWrapMode: WidgetPropertyValue {}
extension EllipsizeMode: WidgetPropertyValue {}
extension Justification: WidgetPropertyValue {}
extension ScrollbarPolicy: WidgetPropertyValue {}
extension TextWrapMode: WidgetPropertyValue {}
extension SelectionMode: WidgetPropertyValue {}
extension InputPurpose: WidgetPropertyValue {}
extension InputHints: WidgetPropertyValue {}
extension ImageScaling: WidgetPropertyValue {}
extension DrawingEffect: WidgetPropertyObject {}
extension ShapeDrawing: WidgetPropertyObject {}
extension PictureBitmap: WidgetPropertyObject {}
extension LayoutDescription: WidgetPropertyObject {}
extension ScrollSnapping: WidgetPropertyObject {}
extension LayoutChildTraits: WidgetPropertyObject {}
extension Color: WidgetPropertyObject {}
extension Array: WidgetPropertyValue, WidgetPropertyObject where Element == String {}

/// A widget property and its value, as Gnomon writes it to a widget.
///
/// ```swift
/// Property(.label, "Hello").description == "label=\"Hello\""
/// ```
public struct Property: Hashable, Sendable, CustomStringConvertible {
    /// Keys live for the whole process (`PropertyKey`), so a property does not retain its key.
    public unowned(unsafe) let key: PropertyKey
    public let value: PropertyValue

    public init<Value>(_ key: WidgetProperty<Value>, _ value: Value) {
        self.key = key
        self.value = value.propertyValue
    }

    /// A value a host read back, in the key's canonical form.
    public init(_ key: PropertyKey, canonicalizing value: PropertyValue) {
        self.key = key
        self.value = key.canonical(value)
    }

    package init(key: PropertyKey, value: PropertyValue) {
        self.key = key
        self.value = value
    }

    /// Whether the value is in its key's canonical form (see `PropertyKey.canonical`).
    public var isCanonical: Bool { key.canonical(value) == value }

    /// `name=value`, as in a dump line.
    public var description: String { "\(key.name)=\(value)" }

    public static func == (lhs: Property, rhs: Property) -> Bool {
        lhs.key === rhs.key && lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
    }
}

/// How a picture (Gnomon's own `GnomonPicture`) fills the space it is given: at its own size,
/// stretched to it (`.resizable()`), fitted inside it keeping its proportions
/// (`.scaledToFit()`), or covering it, cut at the edges (`.scaledToFill()`).
public enum ImageScaling: String, Hashable, Sendable, CaseIterable {
    case natural, stretch, fit, fill
}

/// GTK's `GtkInputPurpose`: what a text field is for, which an on-screen keyboard and input
/// methods follow (digits for a PIN, an @ key for an address).
public enum InputPurpose: String, Hashable, Sendable {
    case freeForm = "free-form", alpha, digits, number, phone, url, email, name, password, pin, terminal
}

/// GTK's `GtkInputHints`: how input methods treat a text field's text, as the flags' nicks
/// joined by "|" in order ("none" for none).
public struct InputHints: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The hints of these nicks ("no-spellcheck", "uppercase-words", …).
    init(_ nicks: [String]) {
        rawValue = nicks.isEmpty ? "none" : nicks.sorted().joined(separator: "|")
    }

    public static let none = InputHints([])
}
