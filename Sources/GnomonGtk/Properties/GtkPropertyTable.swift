import CGtk
import GnomonCore

/// How GnomonGtk writes one property of one widget class, worked out once per class and key.
struct GtkPropertyEntry {
    /// GTK's spec of the property: the type a `GValue` for it must have. Nil for Gnomon's own
    /// properties, which no GTK class has.
    let spec: UnsafeMutablePointer<GParamSpec>?
    /// The type that writes it, where GTK needs hand-written code; nil for a plain GObject
    /// property.
    let handWritten: (any GtkHandWrittenProperty.Type)?
}

/// Each widget class's GType and the `GtkPropertyEntry` of each property it maps, looked up
/// once, so that creating and updating widgets compares no names.
///
/// ```swift
/// let spec = GtkPropertyTable.entry(of: .spacing, in: .box).spec   // GtkBox's "spacing", a gint
/// ```
@MainActor
enum GtkPropertyTable {
    /// Indexed by the class's `index`, then the key's.
    private static var entries: [[GtkPropertyEntry?]] = []
    /// Each class's GType, indexed by the class's `index`.
    private static var types: [GType] = []

    static func entry(of key: PropertyKey, in widgetClass: WidgetClass) -> GtkPropertyEntry {
        if widgetClass.index < entries.count, key.index < entries[widgetClass.index].count,
            let entry = entries[widgetClass.index][key.index]
        {
            return entry
        }
        let handWritten = GtkHandWrittenProperties.property(for: key, on: widgetClass)
        let spec = gnomon_find_class_property(type(of: widgetClass), cString(key.gtkName))
        precondition(spec != nil || handWritten != nil, "\(widgetClass) has no property \(key)")
        let entry = GtkPropertyEntry(spec: spec, handWritten: handWritten)
        while entries.count <= widgetClass.index { entries.append([]) }
        while entries[widgetClass.index].count <= key.index { entries[widgetClass.index].append(nil) }
        entries[widgetClass.index][key.index] = entry
        return entry
    }

    /// The class's GType, looked up by its name.
    static func type(of widgetClass: WidgetClass) -> GType {
        if widgetClass.index < types.count, types[widgetClass.index] != 0 { return types[widgetClass.index] }
        var type =
            switch widgetClass {
            case .effect: GtkEffect.type
            case .picture: GtkPictureWidget.type
            case .layout: GtkLayoutWidget.type
            case .label: GtkLabelWidget.type
            case .overlay: GtkBlending.overlayType
            case .drawingArea: GtkDrawing.type
            default: g_type_from_name(widgetClass.name)
            }
        if type == 0 {
            // GTK registers a class when it is first used; this registers all of them.
            gtk_test_register_all_types()
            type = g_type_from_name(widgetClass.name)
        }
        precondition(type != 0, "GTK has no class \(widgetClass.name)")
        while types.count <= widgetClass.index { types.append(0) }
        types[widgetClass.index] = type
        return type
    }
}
