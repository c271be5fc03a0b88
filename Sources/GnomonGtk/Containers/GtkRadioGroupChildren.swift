import CGtk
import GnomonCore

/// A picker's radio buttons, in a box: each check button or toggle button joins the group of
/// the box's other buttons, and GTK keeps one of them chosen.
@MainActor
enum GtkRadioGroupChildren: GtkChildren {
    static func insert(_ child: GtkWidgetHandle, into group: GtkWidgetHandle, after sibling: WidgetPointer?) {
        GtkBoxChildren.insert(child, into: group, after: sibling)
        var other = gtk_widget_get_first_child(group.pointer)
        while let current = other, current == child.pointer { other = gtk_widget_get_next_sibling(current) }
        if let leader = other { setGroup(of: child.pointer, to: leader) }
    }

    static func move(_ child: GtkWidgetHandle, in group: GtkWidgetHandle, after sibling: WidgetPointer?) {
        GtkBoxChildren.move(child, in: group, after: sibling)
    }

    static func remove(_ child: GtkWidgetHandle, from group: GtkWidgetHandle) {
        setGroup(of: child.pointer, to: nil)
        GtkBoxChildren.remove(child, from: group)
    }

    /// Puts a check button or toggle button in the group of `leader` (nil: in no group).
    private static func setGroup(of button: WidgetPointer, to leader: WidgetPointer?) {
        if gnomon_is_a(button, gtk_toggle_button_get_type()) != 0 {
            gtk_toggle_button_set_group(cast(button), leader.map { cast($0) })
        } else {
            gtk_check_button_set_group(cast(button), leader.map { cast($0) })
        }
    }
}
