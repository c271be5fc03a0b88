/// A GTK widget class Gnomon creates, with the properties it maps and their GTK defaults.
///
/// A widget's properties are kept as the list of those that differ from these defaults; that
/// list is what `dump()` prints. `GtkTestHost` holds the defaults to GTK's own: a test creates
/// each class fresh and compares every mapped property.
public final class WidgetClass: Hashable, Sendable, CustomStringConvertible {
    /// The GType name, such as `GtkLabel`.
    public let name: String
    /// Every mapped property at its GTK default, sorted by key.
    public let defaults: [Property]
    /// The default of each mapped property, indexed by the key's raw value.
    private let defaultByKey: [Property?]

    init(_ name: String, _ specific: [Property]) {
        precondition(specific.allSatisfy { $0 == $0.canonical }, "\(name)'s defaults must be canonical")
        self.name = name
        defaults = (Self.widgetDefaults + specific).sorted { $0.key < $1.key }
        var table = [Property?](repeating: nil, count: PropertyKey.allCases.count)
        for property in defaults {
            precondition(table[property.key.rawValue] == nil, "\(name) maps \(property.key.name) twice")
            table[property.key.rawValue] = property
        }
        defaultByKey = table
    }

    /// The properties every `GtkWidget` has.
    private static let widgetDefaults: [Property] = [
        .halign(.fill), .valign(.fill), .hexpand(nil), .vexpand(nil),
        .marginTop(0), .marginBottom(0), .marginStart(0), .marginEnd(0),
        .widthRequest(-1), .heightRequest(-1), .sensitive(true), .tooltipText(nil),
    ]

    /// The GTK default of `key` on this class; nil if the class does not map it.
    public func defaultValue(for key: PropertyKey) -> Property? {
        defaultByKey[key.rawValue]
    }

    /// Whether `property` is the class default, so that a widget need not store or print it.
    public func isDefault(_ property: Property) -> Bool {
        defaultValue(for: property.key) == property
    }

    public var description: String { name }
    /// Each class exists once (the static members below), so identity is equality.
    public static func == (lhs: WidgetClass, rhs: WidgetClass) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public static let label = WidgetClass(
        "GtkLabel",
        [
            .label(nil), .useMarkup(false), .wrap(false), .naturalWrapMode(.inherit), .ellipsize(.none), .lines(-1),
            .xalign(0.5), .yalign(0.5),
        ])
    public static let button = WidgetClass("GtkButton", [.label(nil), .iconName(nil)])
    /// A button whose look a `ButtonStyle` makes: it also reports being pressed and let go.
    public static let pressableButton = WidgetClass("GtkButton", [.label(nil), .iconName(nil)])
    public static let box = WidgetClass("GtkBox", [.orientation(.horizontal), .spacing(0)])
    public static let overlay = WidgetClass("GtkOverlay", [])
    public static let separator = WidgetClass("GtkSeparator", [.orientation(.horizontal)])
    public static let scrolledWindow = WidgetClass(
        "GtkScrolledWindow", [.hscrollbarPolicy(.automatic), .vscrollbarPolicy(.automatic)])
    public static let image = WidgetClass("GtkImage", [.iconName(nil), .file(nil)])
    public static let entry = WidgetClass("GtkEntry", [.text(""), .placeholderText(nil)])
    public static let checkButton = WidgetClass("GtkCheckButton", [.label(nil), .active(false)])
    public static let toggleSwitch = WidgetClass("GtkSwitch", [.active(false)])
    /// Gnomon's own one-child container that cuts its child to an outline (`Property.clip`).
    public static let clip = WidgetClass("GnomonClip", [.clip(nil)])
    /// Draws a shape (`Property.drawing`), at the size it is given.
    public static let drawingArea = WidgetClass("GtkDrawingArea", [.drawing(nil)])
    /// A virtualized list: its rows come from a `ListRowSource` (see `Host.setRowSource`).
    public static let listView = WidgetClass("GtkListView", [])

    /// Every class Gnomon creates.
    public static let all: [WidgetClass] = [
        .label, .button, .pressableButton, .box, .overlay, .separator, .scrolledWindow, .image, .entry,
        .checkButton, .toggleSwitch, .listView, .drawingArea, .clip,
    ]
}
