import CGtk
import GnomonCore

/// A container that holds one child, set by one GTK setter (nil clears it): the container's
/// insert sets it, its remove clears it, and it never reorders.
///
/// ```swift
/// enum GtkFrameChild: GtkSingleChild {
///     static func setChild(_ child: WidgetPointer?, of frame: GtkWidgetHandle) { gtk_frame_set_child(cast(frame.pointer), child) }
/// }
/// ```
@MainActor
protocol GtkSingleChild: GtkChildren {
    static func setChild(_ child: WidgetPointer?, of container: GtkWidgetHandle)
}

extension GtkSingleChild {
    static func insert(_ child: GtkWidgetHandle, into container: GtkWidgetHandle, after sibling: WidgetPointer?) {
        setChild(child.pointer, of: container)
    }

    static func move(_ child: GtkWidgetHandle, in container: GtkWidgetHandle, after sibling: WidgetPointer?) {
        preconditionFailure("\(container.widgetClass?.description ?? "a window") holds one child and cannot reorder")
    }

    static func remove(_ child: GtkWidgetHandle, from container: GtkWidgetHandle) {
        setChild(nil, of: container)
    }
}

/// A button's content (a toggle button's too). GTK 4.8 names a button holding views by its
/// class, so the text in them names it, unless the app named it.
enum GtkButtonChild: GtkSingleChild {
    static func setChild(_ child: WidgetPointer?, of button: GtkWidgetHandle) {
        gtk_button_set_child(cast(button.pointer), child)
        if let child, GtkAccessibility.attributes(of: button.pointer)?.label == nil {
            GtkAccessibility.name(button.pointer, byTextIn: child)
        }
    }
}

/// A check button's label, a view.
enum GtkCheckButtonChild: GtkSingleChild {
    static func setChild(_ child: WidgetPointer?, of button: GtkWidgetHandle) {
        gtk_check_button_set_child(cast(button.pointer), child)
    }
}

/// A group box's content.
enum GtkFrameChild: GtkSingleChild {
    static func setChild(_ child: WidgetPointer?, of frame: GtkWidgetHandle) {
        gtk_frame_set_child(cast(frame.pointer), child)
    }
}

/// A disclosure group's content.
enum GtkExpanderChild: GtkSingleChild {
    static func setChild(_ child: WidgetPointer?, of expander: GtkWidgetHandle) {
        gtk_expander_set_child(cast(expander.pointer), child)
    }
}

/// A form row's content.
enum GtkListBoxRowChild: GtkSingleChild {
    static func setChild(_ child: WidgetPointer?, of row: GtkWidgetHandle) {
        gtk_list_box_row_set_child(cast(row.pointer), child)
    }
}

/// A popover's content.
enum GtkPopoverChild: GtkSingleChild {
    static func setChild(_ child: WidgetPointer?, of popover: GtkWidgetHandle) {
        gtk_popover_set_child(cast(popover.pointer), child)
    }
}

/// A menu button's popover (a date picker's calendar in it).
enum GtkPopoverButtonChild: GtkSingleChild {
    static func setChild(_ child: WidgetPointer?, of button: GtkWidgetHandle) {
        gtk_menu_button_set_popover(cast(button.pointer), child)
    }
}

/// A search bar's field: Escape in it hides the bar, and showing the bar focuses it.
enum GtkSearchBarChild: GtkSingleChild {
    static func setChild(_ child: WidgetPointer?, of bar: GtkWidgetHandle) {
        gtk_search_bar_set_child(cast(bar.pointer), child)
        if let child { gtk_search_bar_connect_entry(cast(bar.pointer), OpaquePointer(child)) }
    }
}

/// What a scrolled window scrolls: the child, or the viewport GTK puts it in, whose scroll
/// policy follows the window's.
enum GtkScrolledWindowChild: GtkSingleChild {
    static func setChild(_ child: WidgetPointer?, of window: GtkWidgetHandle) {
        gtk_scrolled_window_set_child(cast(window.pointer), child)
        if child != nil, let scrolled = gtk_scrolled_window_get_child(cast(window.pointer)) {
            GtkAccessibility.scrolledWindow(window.pointer, tookChild: scrolled)
            GtkScrolling.matchViewport(of: window.pointer)
        }
    }
}

/// What one row of a list view shows: its `GtkListItem`'s child.
enum GtkListItemChild: GtkSingleChild {
    static func setChild(_ child: WidgetPointer?, of item: GtkWidgetHandle) {
        gtk_list_item_set_child(cast(item.pointer), child)
    }
}
