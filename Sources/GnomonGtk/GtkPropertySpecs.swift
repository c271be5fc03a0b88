import CGtk
import GnomonCore

/// The `GParamSpec` of each property of each widget class, looked up once: the property's
/// GTK type, which a `GValue` for it must have.
///
/// ```swift
/// let spec = GtkPropertySpecs.spec(of: .spacing, in: .box)   // GtkBox's "spacing", a gint
/// ```
@MainActor
enum GtkPropertySpecs {
    /// Indexed by the class's `index`, then the key's.
    private static var specs: [[UnsafeMutablePointer<GParamSpec>?]] = []
    /// Each class's GType, indexed by the class's `index`.
    private static var types: [GType] = []

    static func spec(of key: PropertyKey, in widgetClass: WidgetClass) -> UnsafeMutablePointer<GParamSpec> {
        if widgetClass.index < specs.count, key.index < specs[widgetClass.index].count,
            let spec = specs[widgetClass.index][key.index]
        {
            return spec
        }
        guard let spec = gnomon_find_class_property(type(of: widgetClass), cString(key.gtkName)) else {
            preconditionFailure("\(widgetClass) has no property \(key)")
        }
        while specs.count <= widgetClass.index { specs.append([]) }
        while specs[widgetClass.index].count <= key.index { specs[widgetClass.index].append(nil) }
        specs[widgetClass.index][key.index] = spec
        return spec
    }

    /// The class's GType, looked up by its name.
    static func type(of widgetClass: WidgetClass) -> GType {
        if widgetClass.index < types.count, types[widgetClass.index] != 0 { return types[widgetClass.index] }
        var type = widgetClass == .clip ? GtkClip.type : g_type_from_name(widgetClass.name)
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
