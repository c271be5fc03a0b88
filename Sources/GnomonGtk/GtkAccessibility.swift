import CGtk
import GnomonCore

/// A widget's `AccessibilityAttributes` as GTK's accessible properties (`label`, `description`,
/// `value-text`) and `hidden` state, which GTK gives assistive technologies over AT-SPI (a
/// colour button's or drop-down's name to the button inside it, which has the focus). GTK 4.8
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
        let previous = self.attributes(of: widget) ?? AccessibilityAttributes()
        if gnomon_is_a(widget, gtk_scrolled_window_get_type()) != 0 {
            apply(
                AccessibilityAttributes(isHidden: attributes.isHidden), over: AccessibilityAttributes(isHidden: previous.isHidden),
                to: UnsafeMutableRawPointer(widget), nameless: false)
            if let child = gtk_scrolled_window_get_child(cast(widget)) {
                apply(attributes, over: previous, to: UnsafeMutableRawPointer(child), nameless: isNameless(child))
            }
        } else {
            apply(attributes, over: previous, to: UnsafeMutableRawPointer(widget), nameless: isNameless(widget))
            checkRole(of: widget, for: attributes)
            if let part = focusedPart(of: widget) {
                apply(
                    AccessibilityAttributes(label: attributes.label), over: AccessibilityAttributes(label: previous.label),
                    to: UnsafeMutableRawPointer(part), nameless: false)
            }
        }
        let kept = attributes.isEmpty ? nil : Unmanaged.passRetained(Kept(attributes)).toOpaque()
        g_object_set_qdata_full(gobject(widget), quark, kept) { data in
            Unmanaged<Kept>.fromOpaque(data!).release()
        }
    }

    /// The button GTK makes inside a colour button or a drop-down, which takes the focus: a
    /// screen reader reads it by the control's name, not by its class.
    private static func focusedPart(of widget: WidgetPointer) -> WidgetPointer? {
        guard gnomon_is_a(widget, gtk_color_button_get_type()) != 0 || gnomon_is_a(widget, gtk_drop_down_get_type()) != 0 else {
            return nil
        }
        return gtk_widget_get_first_child(widget)
    }

    /// `child` is now what `scrolledWindow` scrolls: it takes the window's attributes.
    static func scrolledWindow(_ scrolledWindow: WidgetPointer, tookChild child: WidgetPointer) {
        if let attributes = attributes(of: scrolledWindow) {
            apply(attributes, over: AccessibilityAttributes(), to: UnsafeMutableRawPointer(child), nameless: isNameless(child))
        }
    }

    /// A container GTK 4.8 would name by its class ("GtkPaned", "GtkListView") is left unnamed:
    /// an empty name. Called as the widget is made.
    static func prepare(_ handle: GtkWidgetHandle) {
        if isNameless(handle.widgetClass) {
            apply(AccessibilityAttributes(), over: AccessibilityAttributes(), to: UnsafeMutableRawPointer(handle.pointer), nameless: true)
        }
    }

    /// A stack's page (a `GtkStackPage`, which GTK would name so) is left unnamed too.
    static func prepare(page: UnsafeMutableRawPointer) {
        apply(AccessibilityAttributes(), over: AccessibilityAttributes(), to: page, nameless: true)
    }

    /// A split view's panes, a list or grid (a screen reader reads their items; a static list's
    /// box too), an overlay's layers.
    private static func isNameless(_ widgetClass: WidgetClass?) -> Bool {
        widgetClass.map(namelessClasses.contains) ?? false
    }

    private static let namelessClasses: Set<WidgetClass> = [.paned, .listView, .gridView, .listBox, .staticList, .overlay]

    /// Whether `widget` is one of Gnomon's that stays unnamed.
    private static func isNameless(_ widget: WidgetPointer) -> Bool {
        isNameless(GtkWidgetHandle.of(widget)?.widgetClass)
    }

    /// Writes `attributes` to a widget (or stack page) that had `previous` written; with no
    /// label, a `nameless` one gets an empty name rather than GTK's class name. What `previous`
    /// set and `attributes` leaves out goes back to GTK's own; what neither set is left as GTK
    /// has it (a label's name, which GTK keeps as its accessible label; a row's selection).
    private static func apply(
        _ attributes: AccessibilityAttributes, over previous: AccessibilityAttributes, to object: UnsafeMutableRawPointer, nameless: Bool
    ) {
        let accessible = OpaquePointer(object)
        let texts: [(GtkAccessibleProperty, String?, String?)] = [
            (GTK_ACCESSIBLE_PROPERTY_LABEL, attributes.label ?? (nameless ? "" : nil), previous.label ?? (nameless ? "" : nil)),
            (GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, attributes.hint, previous.hint),
            (GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, attributes.value, previous.value),
        ]
        for (property, text, previousText) in texts {
            guard let text else {
                if previousText != nil { gtk_accessible_reset_property(accessible, property) }
                continue
            }
            var value = GValue()
            g_value_init(&value, gnomon_type_string())
            g_value_set_string(&value, text)
            var properties = [property]
            gtk_accessible_update_property_value(accessible, 1, &properties, &value)
            g_value_unset(&value)
        }
        if attributes.isHidden || previous.isHidden {
            setState(GTK_ACCESSIBLE_STATE_HIDDEN, of: accessible, to: attributes.isHidden ? true : nil)
        }
        let selected = selection(in: attributes)
        if selected != nil || selection(in: previous) != nil {
            setState(GTK_ACCESSIBLE_STATE_SELECTED, of: accessible, to: selected, mayBeUndefined: true)
        }
        if attributes.traits.contains(.isModal) {
            var value = GValue()
            g_value_init(&value, gnomon_type_boolean())
            g_value_set_boolean(&value, 1)
            var properties = [GTK_ACCESSIBLE_PROPERTY_MODAL]
            gtk_accessible_update_property_value(accessible, 1, &properties, &value)
            g_value_unset(&value)
        } else if previous.traits.contains(.isModal) {
            gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_MODAL)
        }
    }

    /// Logs once if `attributes` ask `widget` for a role it was not made with: GTK takes a role
    /// only as a widget is made (`GtkHost.newWidget`), so a trait given later, or one a class
    /// with a role of its own cannot take, changes nothing.
    private static func checkRole(of widget: WidgetPointer, for attributes: AccessibilityAttributes) {
        guard let role = attributes.traits.accessibleRole, role != roleNick(of: UnsafeMutableRawPointer(widget)) else { return }
        let fixed = GtkWidgetHandle.of(widget)?.widgetClass?.accessibleRole
        WarnOnce.check(
            "accessible role \(role)", isProblem: { true },
            fixed.map { "accessibilityAddTraits: a \($0) keeps its role; the trait asking for \(role) changes nothing" }
                ?? "accessibilityAddTraits: GTK fixes a widget's role when it is made, so a view given a role-changing trait after it is shown keeps the role it had; give the trait from the start, or give the view a new identity (.id) when it changes")
    }

    /// Whether traits say selected (true) or not (false); nil if they say neither.
    private static func selection(in attributes: AccessibilityAttributes) -> Bool? {
        attributes.traits.contains(.isSelected) ? true : attributes.removedTraits.contains(.isSelected) ? false : nil
    }

    /// Sets a boolean state of an accessible, or resets it to GTK's own with nil. GTK reads a
    /// state that may also be undefined (`selected`) from an int.
    private static func setState(_ state: GtkAccessibleState, of accessible: OpaquePointer, to on: Bool?, mayBeUndefined: Bool = false) {
        guard let on else { return gtk_accessible_reset_state(accessible, state) }
        var value = GValue()
        if mayBeUndefined {
            g_value_init(&value, gnomon_type_int())
            g_value_set_int(&value, on ? 1 : 0)
        } else {
            g_value_init(&value, gnomon_type_boolean())
            g_value_set_boolean(&value, on ? 1 : 0)
        }
        var states = [state]
        gtk_accessible_update_state_value(accessible, 1, &states, &value)
        g_value_unset(&value)
    }

    /// The nick of the accessible role the object has (a stack page's is none of a widget's).
    private static func roleNick(of object: UnsafeMutableRawPointer) -> String? {
        guard gnomon_is_a(object.assumingMemoryBound(to: GtkWidget.self), gtk_widget_get_type()) != 0,
            case .nick(let nick) = GtkProperties.value(of: "accessible-role", in: object)
        else { return nil }
        return nick
    }

    /// Names a widget that takes the focus but shows views of the app's (a list's or grid's
    /// row, GTK's list item widget; a button with a label view) by the text of those views, as
    /// a screen reader reads a row: it is labelled by the labels in `content`, and by any view
    /// in it given a name of its own (`.accessibilityLabel`), in order; hidden views are passed
    /// over. GTK reads the labels' text when asked, so the name follows it; the labels are weak
    /// references, dropped as they go. A name the widget is given itself goes before these.
    static func name(_ widget: WidgetPointer, byTextIn content: WidgetPointer) {
        var labels: UnsafeMutablePointer<GList>?
        walkWidgets(from: content) { widget in
            let attributes = attributes(of: widget)
            if attributes?.isHidden == true { return false }
            guard attributes?.label == nil, gnomon_is_a(widget, gtk_label_get_type()) == 0 else {
                labels = g_list_prepend(labels, UnsafeMutableRawPointer(widget))
                return false
            }
            return true
        }
        let accessible = OpaquePointer(widget)
        guard labels != nil else { return gtk_accessible_reset_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY) }
        var value = GValue()
        g_value_init(&value, gnomon_type_pointer())
        g_value_set_pointer(&value, UnsafeMutableRawPointer(g_list_reverse(labels)))  // GTK takes the list
        var relations = [GTK_ACCESSIBLE_RELATION_LABELLED_BY]
        gtk_accessible_update_relation_value(accessible, 1, &relations, &value)
        g_value_unset(&value)
    }

    /// The attributes last written; nil for none.
    package static func attributes(of widget: WidgetPointer) -> AccessibilityAttributes? {
        g_object_get_qdata(gobject(widget), quark).map { Unmanaged<Kept>.fromOpaque($0).takeUnretainedValue().attributes }
    }

    private final class Kept {
        let attributes: AccessibilityAttributes
        init(_ attributes: AccessibilityAttributes) { self.attributes = attributes }
    }

    nonisolated private static let quark = g_quark_from_string("gnomon-accessibility")
}

extension GtkAccessibility: GtkPropertyAccessor {
    static var key: WidgetProperty<AccessibilityAttributes?> { .accessibility }
    static func set(_ attributes: AccessibilityAttributes?, on handle: GtkWidgetHandle) { set(attributes, on: handle.pointer) }
    static func value(of widget: WidgetPointer) -> AccessibilityAttributes? { attributes(of: widget) }
}
