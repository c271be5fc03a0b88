import CGtk
import GnomonCore

/// Writes and reads Gnomon's properties on GTK widgets.
///
/// Writes go through GTK's typed setters (`gtk_label_set_text`, …). Reads go through GObject
/// properties by their GTK name, so a dump reports what the widget itself says.
@MainActor
package enum GtkProperties {
    /// Writes `property` to the widget. Interactive properties are written with the widget's
    /// handlers blocked, so a model write never reaches the user's handlers.
    static func write(_ property: Property, to handle: GtkWidgetHandle) {
        let widget = handle.pointer
        switch property {
        case .active(let on):
            handle.withHandlersBlocked {
                if handle.widgetClass == .toggleSwitch {
                    gtk_switch_set_active(cast(widget), gboolean(on))
                } else {
                    gtk_check_button_set_active(cast(widget), gboolean(on))
                }
            }
        case .text(let text):
            handle.withHandlersBlocked {
                gtk_editable_set_text(cast(widget), text)
            }
        case .drawing(let drawing):
            GtkDrawing.set(drawing, on: widget)
        case .clip(let outline):
            GtkClip.set(outline, on: widget)
        case .halign(let align):
            gtk_widget_set_halign(widget, gtkAlign(align))
        case .valign(let align):
            gtk_widget_set_valign(widget, gtkAlign(align))
        case .hexpand(let expand):
            // Unset, GTK computes expansion from the children.
            if let expand { gtk_widget_set_hexpand(widget, gboolean(expand)) } else { gtk_widget_set_hexpand_set(widget, 0) }
        case .vexpand(let expand):
            if let expand { gtk_widget_set_vexpand(widget, gboolean(expand)) } else { gtk_widget_set_vexpand_set(widget, 0) }
        case .widthRequest(let width):
            var height: Int32 = 0
            gtk_widget_get_size_request(widget, nil, &height)
            gtk_widget_set_size_request(widget, Int32(width), height)
        case .heightRequest(let height):
            var width: Int32 = 0
            gtk_widget_get_size_request(widget, &width, nil)
            gtk_widget_set_size_request(widget, width, Int32(height))
        case .marginTop(let margin):
            gtk_widget_set_margin_top(widget, Int32(margin))
        case .marginBottom(let margin):
            gtk_widget_set_margin_bottom(widget, Int32(margin))
        case .marginStart(let margin):
            gtk_widget_set_margin_start(widget, Int32(margin))
        case .marginEnd(let margin):
            gtk_widget_set_margin_end(widget, Int32(margin))
        case .sensitive(let sensitive):
            gtk_widget_set_sensitive(widget, gboolean(sensitive))
        case .tooltipText(let text):
            withOptionalCString(text) { gtk_widget_set_tooltip_text(widget, $0) }
        case .label(let text):
            switch handle.widgetClass {
            case .label:
                GtkMarkup.setLabel(text ?? "", of: handle)
            case .checkButton:
                withOptionalCString(text) { gtk_check_button_set_label(cast(widget), $0) }
                if text != nil { ellipsizeTitle(of: widget, .checkButton) }
            default:
                withOptionalCString(text) { gtk_button_set_label(cast(widget), $0) }
                if text != nil { ellipsizeTitle(of: widget, .button) }
            }
        case .iconName(let name):
            if handle.widgetClass == .image {
                withOptionalCString(name) { gtk_image_set_from_icon_name(cast(widget), $0) }
            } else {
                withOptionalCString(name) { gtk_button_set_icon_name(cast(widget), $0) }
            }
        case .file(let path):
            withOptionalCString(path) { gtk_image_set_from_file(cast(widget), $0) }
        case .orientation(let axis):
            gtk_orientable_set_orientation(cast(widget), gtkOrientation(axis))
        case .spacing(let spacing):
            gtk_box_set_spacing(cast(widget), Int32(spacing))
        case .placeholderText(let text):
            withOptionalCString(text) { gtk_entry_set_placeholder_text(cast(widget), $0) }
        case .useMarkup(let markup):
            GtkMarkup.setUseMarkup(markup, of: handle)
        case .wrap(let wrap):
            gtk_label_set_wrap(cast(widget), gboolean(wrap))
        case .naturalWrapMode(let mode):
            gtk_label_set_natural_wrap_mode(cast(widget), gtkNaturalWrapMode(mode))
        case .ellipsize(let mode):
            gtk_label_set_ellipsize(cast(widget), pangoEllipsizeMode(mode))
        case .lines(let lines):
            gtk_label_set_lines(cast(widget), Int32(lines))
        case .xalign(let align):
            gtk_label_set_xalign(cast(widget), Float(align))
        case .yalign(let align):
            gtk_label_set_yalign(cast(widget), Float(align))
        case .hscrollbarPolicy(let policy):
            var vertical = GTK_POLICY_AUTOMATIC
            gtk_scrolled_window_get_policy(cast(widget), nil, &vertical)
            gtk_scrolled_window_set_policy(cast(widget), gtkPolicy(policy), vertical)
        case .vscrollbarPolicy(let policy):
            var horizontal = GTK_POLICY_AUTOMATIC
            gtk_scrolled_window_get_policy(cast(widget), &horizontal, nil)
            gtk_scrolled_window_set_policy(cast(widget), horizontal, gtkPolicy(policy))
        }
    }

    /// Makes the title label GTK made for a button or check button end in "…" when it does
    /// not fit, as GNOME's header bar buttons do. Left as GTK makes it, a long title (a
    /// 10,000-character line) would widen its window beyond what GTK can draw; wrapping it
    /// instead, as SwiftUI would, makes GTK 4.8's size check object ("Expect overlapping
    /// widgets") to ordinary rows of buttons.
    ///
    /// `button` holds a title: its label is the button's child, or a check button's last.
    static func ellipsizeTitle(of button: WidgetPointer, _ widgetClass: WidgetClass) {
        let label = widgetClass == .button ? gtk_button_get_child(cast(button)) : gtk_widget_get_last_child(button)
        assert(label.map { gnomon_is_a($0, gtk_label_get_type()) != 0 } == true, "\(widgetClass) has no title label")
        gtk_label_set_ellipsize(cast(label!), PANGO_ELLIPSIZE_END)
    }

    /// Reads the property `key` back from the widget, by its GObject name (`key.name`), in
    /// its canonical form (GTK's "" for a title is no title: `Property.canonical`).
    package static func read(_ key: PropertyKey, from widget: WidgetPointer) -> Property {
        readRaw(key, from: UnsafeMutableRawPointer(widget)).canonical
    }

    private static func readRaw(_ key: PropertyKey, from widget: UnsafeMutableRawPointer) -> Property {
        let name = key.name
        return switch key {
        case .active: .active(readBool(widget, name))
        case .drawing: .drawing(GtkDrawing.drawing(of: widget))
        case .clip: .clip(GtkClip.outline(of: widget))
        case .halign: .halign(readEnum(widget, name))
        case .valign: .valign(readEnum(widget, name))
        case .hexpand: .hexpand(readBool(widget, name + "-set") ? readBool(widget, name) : nil)
        case .vexpand: .vexpand(readBool(widget, name + "-set") ? readBool(widget, name) : nil)
        case .heightRequest: .heightRequest(readInt(widget, name))
        case .widthRequest: .widthRequest(readInt(widget, name))
        case .marginTop: .marginTop(readInt(widget, name))
        case .marginBottom: .marginBottom(readInt(widget, name))
        case .marginStart: .marginStart(readInt(widget, name))
        case .marginEnd: .marginEnd(readInt(widget, name))
        case .sensitive: .sensitive(readBool(widget, name))
        case .tooltipText: .tooltipText(readString(widget, name))
        case .label: .label(readString(widget, name))
        case .iconName: .iconName(readString(widget, name))
        case .file: .file(readString(widget, name))
        case .orientation: .orientation(readEnum(widget, name) == "vertical" ? .vertical : .horizontal)
        case .spacing: .spacing(readInt(widget, name))
        case .text: .text(readString(widget, name) ?? "")
        case .placeholderText: .placeholderText(readString(widget, name))
        case .useMarkup: .useMarkup(readBool(widget, name))
        case .wrap: .wrap(readBool(widget, name))
        case .naturalWrapMode: .naturalWrapMode(readEnum(widget, name))
        case .ellipsize: .ellipsize(readEnum(widget, name))
        case .lines: .lines(readInt(widget, name))
        case .xalign: .xalign(readFloat(widget, name))
        case .yalign: .yalign(readFloat(widget, name))
        case .hscrollbarPolicy: .hscrollbarPolicy(readEnum(widget, name))
        case .vscrollbarPolicy: .vscrollbarPolicy(readEnum(widget, name))
        }
    }

    // MARK: - Reading GObject properties

    private static func withValue<R>(_ object: UnsafeMutableRawPointer, _ name: String, _ body: (UnsafeMutablePointer<GValue>) -> R) -> R {
        guard let spec = gnomon_find_property(object, name) else {
            preconditionFailure("\(String(cString: gnomon_type_name(object))) has no property \(name)")
        }
        var value = GValue()
        g_value_init(&value, spec.pointee.value_type)
        defer { g_value_unset(&value) }
        g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &value)
        return body(&value)
    }

    /// A boolean property of any GObject.
    static func readBool(_ object: UnsafeMutableRawPointer, _ name: String) -> Bool {
        withValue(object, name) { g_value_get_boolean($0) != 0 }
    }

    private static func readInt(_ object: UnsafeMutableRawPointer, _ name: String) -> Int {
        withValue(object, name) { Int(g_value_get_int($0)) }
    }

    private static func readFloat(_ object: UnsafeMutableRawPointer, _ name: String) -> Double {
        withValue(object, name) { Double(g_value_get_float($0)) }
    }

    /// A string property of any GObject.
    static func readString(_ object: UnsafeMutableRawPointer, _ name: String) -> String? {
        withValue(object, name) { string(g_value_get_string($0)) }
    }

    /// An enum property's nick (`center`, `vertical`, …), as Gnomon's enums spell their cases.
    private static func readEnum(_ object: UnsafeMutableRawPointer, _ name: String) -> String {
        withValue(object, name) { value in
            let enumClass = g_type_class_ref(value.pointee.g_type)
            defer { g_type_class_unref(enumClass) }
            let enumValue = g_enum_get_value(enumClass?.assumingMemoryBound(to: GEnumClass.self), g_value_get_enum(value))
            return string(enumValue?.pointee.value_nick) ?? "?"
        }
    }

    private static func readEnum<E: RawRepresentable<String>>(_ object: UnsafeMutableRawPointer, _ name: String) -> E {
        let nick: String = readEnum(object, name)
        guard let value = E(rawValue: nick) else {
            preconditionFailure("\(name) has a value Gnomon does not know: \(nick)")
        }
        return value
    }
}

// MARK: - Gnomon's values as GTK's

func gboolean(_ value: Bool) -> gboolean { value ? 1 : 0 }

func gtkAlign(_ align: WidgetAlign) -> GtkAlign {
    switch align {
    case .fill: GTK_ALIGN_FILL
    case .start: GTK_ALIGN_START
    case .end: GTK_ALIGN_END
    case .center: GTK_ALIGN_CENTER
    case .baseline: GTK_ALIGN_BASELINE
    }
}

func gtkOrientation(_ axis: Axis) -> GtkOrientation {
    axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
}

func gtkNaturalWrapMode(_ mode: NaturalWrapMode) -> GtkNaturalWrapMode {
    switch mode {
    case .inherit: GTK_NATURAL_WRAP_INHERIT
    case .none: GTK_NATURAL_WRAP_NONE
    case .word: GTK_NATURAL_WRAP_WORD
    }
}

func pangoEllipsizeMode(_ mode: EllipsizeMode) -> PangoEllipsizeMode {
    switch mode {
    case .none: PANGO_ELLIPSIZE_NONE
    case .start: PANGO_ELLIPSIZE_START
    case .middle: PANGO_ELLIPSIZE_MIDDLE
    case .end: PANGO_ELLIPSIZE_END
    }
}

func gtkPolicy(_ policy: ScrollbarPolicy) -> GtkPolicyType {
    switch policy {
    case .always: GTK_POLICY_ALWAYS
    case .automatic: GTK_POLICY_AUTOMATIC
    case .never: GTK_POLICY_NEVER
    case .external: GTK_POLICY_EXTERNAL
    }
}
