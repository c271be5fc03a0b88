import CGtk
import GnomonCore

/// Writes and reads Gnomon's properties on GTK widgets, by their GObject names.
///
/// A property is written and read through a `GValue` of the type GTK declares for it, from the
/// one declaration in `PropertyKey` — nothing here names an ordinary property. The few GTK
/// needs hand-written code for are written by their own types (`GtkHandWrittenProperty`).
@MainActor
package enum GtkProperties {
    /// Writes `property` to the widget. Properties the user edits are written with the widget's
    /// handlers blocked, so a model write never reaches the user's handlers.
    static func write(_ property: Property, to handle: GtkWidgetHandle) {
        let entry = GtkPropertyTable.entry(of: property.key, in: handle.widgetClass!)
        if let handWritten = entry.handWritten {
            handWritten.write(property, to: handle)
        } else if property.key.isEditedByUser {
            handle.withHandlersBlocked { set(property.value, as: property.key, on: handle) }
        } else {
            set(property.value, as: property.key, on: handle)
        }
    }

    /// Reads the property `key` back from the widget, a `widgetClass`, in its canonical form
    /// (GTK's "" for a title is no title: `PropertyKey.canonical`).
    package static func read(_ key: PropertyKey, from widget: WidgetPointer, of widgetClass: WidgetClass) -> Property {
        let handWritten = GtkPropertyTable.entry(of: key, in: widgetClass).handWritten
        let value = handWritten?.read(key, from: widget) ?? value(of: key.gtkName, in: UnsafeMutableRawPointer(widget))
        return Property(key, canonicalizing: value)
    }

    /// The object that holds the property `key` of a `widgetClass`: the widget itself, or the
    /// object a hand-written property lives on.
    static func owner(of key: PropertyKey, on widget: WidgetPointer, of widgetClass: WidgetClass) -> UnsafeMutablePointer<GObject> {
        GtkPropertyTable.entry(of: key, in: widgetClass).handWritten?.owner(of: widget) ?? gobject(widget)
    }

    /// The GTK properties whose `notify` is the user editing `key`: its own name, or, for a
    /// key GTK holds as several properties (a calendar's day), theirs.
    static func notifyNames(of key: PropertyKey, in widgetClass: WidgetClass) -> [String] {
        GtkPropertyTable.entry(of: key, in: widgetClass).handWritten?.notifyNames ?? [key.name]
    }

    /// Sets the GObject property `key` of the widget to `value`, converted to the property's type.
    static func set(_ value: PropertyValue, as key: PropertyKey, on handle: GtkWidgetHandle) {
        var gvalue = GValue()
        initialize(&gvalue, to: value, as: GtkPropertyTable.entry(of: key, in: handle.widgetClass!).spec!)
        g_object_set_property(gobject(handle.pointer), cString(key.gtkName), &gvalue)
        g_value_unset(&gvalue)
    }

    /// Sets the GObject property `name` of any object to `value`, converted to the property's type.
    package static func set(_ value: PropertyValue, named name: StaticString, on object: UnsafeMutableRawPointer) {
        let name = cString(name)
        guard let spec = gnomon_find_property(object, name) else {
            preconditionFailure("\(String(cString: gnomon_type_name(object))) has no property \(String(cString: name))")
        }
        var gvalue = GValue()
        initialize(&gvalue, to: value, as: spec)
        g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &gvalue)
        g_value_unset(&gvalue)
    }

    /// Initializes `gvalue` to the type of the property `spec` describes, holding `value`.
    static func initialize(_ gvalue: UnsafeMutablePointer<GValue>, to value: PropertyValue, as spec: UnsafeMutablePointer<GParamSpec>) {
        g_value_init(gvalue, spec.pointee.value_type)
        switch (gnomon_type_fundamental(spec.pointee.value_type), value) {
        case (gnomon_type_boolean(), .bool(let bool)): g_value_set_boolean(gvalue, gboolean(bool))
        case (gnomon_type_int(), .int(let int)): g_value_set_int(gvalue, gint(int))
        case (gnomon_type_uint(), .int(let int)): g_value_set_uint(gvalue, guint(int))
        case (gnomon_type_float(), .double(let double)): g_value_set_float(gvalue, Float(double))
        case (gnomon_type_double(), .double(let double)): g_value_set_double(gvalue, double)
        case (gnomon_type_string(), .string(let string)): g_value_set_string(gvalue, string)
        case (gnomon_type_string(), .null): g_value_set_string(gvalue, nil)
        case (gnomon_type_enum(), .nick(let nick)):
            guard let enumValue = g_enum_get_value_by_nick(enumClass(of: spec), nick) else {
                preconditionFailure("\(String(cString: spec.pointee.name)) has no value named \(nick)")
            }
            g_value_set_enum(gvalue, enumValue.pointee.value)
        case (gnomon_type_flags(), .nick(let nicks)):
            // The flags' nicks joined by "|", or "none".
            var bits: guint = 0
            for nick in nicks.split(separator: "|") where nick != "none" {
                guard let flag = g_flags_get_value_by_nick(flagsClass(of: spec), String(nick)) else {
                    preconditionFailure("\(String(cString: spec.pointee.name)) has no flag named \(nick)")
                }
                bits |= flag.pointee.value
            }
            g_value_set_flags(gvalue, bits)
        default:
            preconditionFailure(
                "\(String(cString: spec.pointee.name)) cannot hold \(value) as a \(String(cString: g_type_name(spec.pointee.value_type)))")
        }
    }

    /// The GObject property `name` of any object, in the form Gnomon holds values.
    package static func value(of name: StaticString, in object: UnsafeMutableRawPointer) -> PropertyValue {
        let name = cString(name)
        guard let spec = gnomon_find_property(object, name) else {
            preconditionFailure("\(String(cString: gnomon_type_name(object))) has no property \(String(cString: name))")
        }
        var gvalue = GValue()
        g_value_init(&gvalue, spec.pointee.value_type)
        defer { g_value_unset(&gvalue) }
        g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &gvalue)
        switch gnomon_type_fundamental(spec.pointee.value_type) {
        case gnomon_type_boolean(): return .bool(g_value_get_boolean(&gvalue) != 0)
        case gnomon_type_int(): return .int(Int(g_value_get_int(&gvalue)))
        case gnomon_type_uint(): return .int(Int(g_value_get_uint(&gvalue)))
        // A float as the shortest decimal that reads back as it: the 0.3 Gnomon wrote, not 0.30000001.
        case gnomon_type_float(): return .double(Double("\(g_value_get_float(&gvalue))")!)
        case gnomon_type_double(): return .double(g_value_get_double(&gvalue))
        case gnomon_type_string(): return string(g_value_get_string(&gvalue)).map { .string($0) } ?? .null
        case gnomon_type_enum():
            let enumValue = g_enum_get_value(enumClass(of: spec), g_value_get_enum(&gvalue))
            return .nick(string(enumValue?.pointee.value_nick) ?? "?")
        case gnomon_type_flags():
            let bits = g_value_get_flags(&gvalue)
            let flags = flagsClass(of: spec)
            let nicks = (0..<Int(flags.pointee.n_values)).compactMap { index -> String? in
                let flag = flags.pointee.values[index]
                return flag.value != 0 && bits & flag.value == flag.value ? string(flag.value_nick) : nil
            }
            return .nick(nicks.isEmpty ? "none" : nicks.sorted().joined(separator: "|"))
        default:
            preconditionFailure("Gnomon does not read \(String(cString: g_type_name(spec.pointee.value_type))) properties")
        }
    }

    private static func enumClass(of spec: UnsafeMutablePointer<GParamSpec>) -> UnsafeMutablePointer<GEnumClass> {
        UnsafeMutableRawPointer(spec).assumingMemoryBound(to: GParamSpecEnum.self).pointee.enum_class
    }

    private static func flagsClass(of spec: UnsafeMutablePointer<GParamSpec>) -> UnsafeMutablePointer<GFlagsClass> {
        UnsafeMutableRawPointer(spec).assumingMemoryBound(to: GParamSpecFlags.self).pointee.flags_class
    }

    /// Makes the title label GTK made for a button or check button end in "…" when it does not
    /// fit, if the title is long. Left as GTK makes it, a long title (a 10,000-character line)
    /// would widen its window beyond what GTK can draw; wrapping it instead, as SwiftUI would,
    /// makes GTK 4.8's size check object ("Expect overlapping widgets") to ordinary rows of
    /// buttons. A title of a few words shows whole, as GNOME's buttons do: a header bar short
    /// of room shortens its window title, never "Add" to "A…".
    ///
    /// `button` holds a title: its label is the button's child, or a check button's last.
    static func ellipsizeLongTitle(of button: WidgetPointer, _ widgetClass: WidgetClass) {
        let label = widgetClass == .checkButton ? gtk_widget_get_last_child(button) : gtk_button_get_child(cast(button))
        assert(label.map { gnomon_is_a($0, gtk_label_get_type()) != 0 } == true, "\(widgetClass) has no title label")
        let length = g_utf8_strlen(gtk_label_get_text(cast(label!)), -1)
        gtk_label_set_ellipsize(cast(label!), length > longTitle ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
    }

    /// The characters past which a button's title may be shortened with "…".
    static let longTitle = 40

    /// A boolean property of any GObject.
    static func readBool(_ object: UnsafeMutableRawPointer, _ name: StaticString) -> Bool {
        value(of: name, in: object) == .bool(true)
    }

    /// A string property of any GObject.
    package static func readString(_ object: UnsafeMutableRawPointer, _ name: StaticString) -> String? {
        if case .string(let string) = value(of: name, in: object) { string } else { nil }
    }
}

/// A string literal as the C string GObject takes names as.
func cString(_ name: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
}

func gboolean(_ value: Bool) -> gboolean { value ? 1 : 0 }
