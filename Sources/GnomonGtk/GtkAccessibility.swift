import CGtk
import GnomonCore

/// A widget's `AccessibilityAttributes` as GTK's accessible properties (`label`, `description`,
/// `value-text`) and `hidden` state, which GTK gives assistive technologies over AT-SPI. GTK 4.8
/// has no getter for them, so the attributes last written are also kept on the widget, for
/// reading back; tests check what AT-SPI reports (`GtkTestHost.accessibleTree()`).
///
/// ```swift
/// GtkAccessibility.set(AccessibilityAttributes(label: "Remove"), on: button)
/// ```
@MainActor
package enum GtkAccessibility {
    /// Writes `attributes` (nil: none), resetting what they leave out to GTK's own. A scrolled
    /// window's name, description and value go to what it scrolls (a text editor's text view, a
    /// list's list view), which a screen reader reads; hidden, it hides with what it scrolls.
    static func set(_ attributes: AccessibilityAttributes?, on widget: WidgetPointer) {
        let attributes = attributes ?? AccessibilityAttributes()
        if gnomon_is_a(widget, gtk_scrolled_window_get_type()) != 0 {
            apply(AccessibilityAttributes(isHidden: attributes.isHidden), to: widget)
            if let child = gtk_scrolled_window_get_child(cast(widget)) { apply(attributes, to: child) }
        } else {
            apply(attributes, to: widget)
        }
        let kept = attributes.isEmpty ? nil : Unmanaged.passRetained(Kept(attributes)).toOpaque()
        g_object_set_qdata_full(gobject(widget), quark, kept) { data in
            Unmanaged<Kept>.fromOpaque(data!).release()
        }
    }

    /// `child` is now what `scrolledWindow` scrolls: it takes the window's attributes.
    static func scrolledWindow(_ scrolledWindow: WidgetPointer, tookChild child: WidgetPointer) {
        if let attributes = attributes(of: scrolledWindow) { apply(attributes, to: child) }
    }

    private static func apply(_ attributes: AccessibilityAttributes, to widget: WidgetPointer) {
        let accessible = OpaquePointer(widget)
        let texts: [(GtkAccessibleProperty, String?)] = [
            (GTK_ACCESSIBLE_PROPERTY_LABEL, attributes.label),
            (GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, attributes.hint),
            (GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, attributes.value),
        ]
        for (property, text) in texts {
            guard let text else {
                gtk_accessible_reset_property(accessible, property)
                continue
            }
            var value = GValue()
            g_value_init(&value, gnomon_type_string())
            g_value_set_string(&value, text)
            var properties = [property]
            gtk_accessible_update_property_value(accessible, 1, &properties, &value)
            g_value_unset(&value)
        }
        if attributes.isHidden {
            var value = GValue()
            g_value_init(&value, gnomon_type_boolean())
            g_value_set_boolean(&value, 1)
            var states = [GTK_ACCESSIBLE_STATE_HIDDEN]
            gtk_accessible_update_state_value(accessible, 1, &states, &value)
            g_value_unset(&value)
        } else {
            gtk_accessible_reset_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN)
        }
    }

    /// The attributes last written; nil for none.
    package static func attributes(of widget: WidgetPointer) -> AccessibilityAttributes? {
        g_object_get_qdata(gobject(widget), quark).map { Unmanaged<Kept>.fromOpaque($0).takeUnretainedValue().attributes }
    }

    private final class Kept {
        let attributes: AccessibilityAttributes
        init(_ attributes: AccessibilityAttributes) { self.attributes = attributes }
    }

    nonisolated private static let quark = g_quark_from_static_string("gnomon-accessibility")
}
