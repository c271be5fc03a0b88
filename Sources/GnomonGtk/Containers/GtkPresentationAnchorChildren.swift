import CGtk
import GnomonCore

/// A view with what it presents, in a box: the view is the box's one laid-out child; a
/// popover is parented to the box (which lays out no popover); a sheet is a window kept in
/// front of the box's window. Which is which is the child's widget class.
///
/// ```swift
/// GtkPresentationAnchorChildren.insert(popover, into: anchor, after: view)   // parented
/// ```
@MainActor
enum GtkPresentationAnchorChildren: GtkChildren {
    static func insert(_ child: GtkWidgetHandle, into anchor: GtkWidgetHandle, after sibling: WidgetPointer?) {
        switch child.widgetClass {
        case .presentedPopover:
            gtk_widget_set_parent(child.pointer, anchor.pointer)
            GtkPopovers.parented(child.pointer)
        case .sheetWindow:
            GtkSheets.anchor(child.pointer, to: anchor.pointer)
        default:
            GtkBoxChildren.insert(child, into: anchor, after: nil)
        }
    }

    static func move(_ child: GtkWidgetHandle, in anchor: GtkWidgetHandle, after sibling: WidgetPointer?) {
        // The view and what it presents each have their own place.
    }

    static func remove(_ child: GtkWidgetHandle, from anchor: GtkWidgetHandle) {
        switch child.widgetClass {
        case .presentedPopover:
            gtk_popover_popdown(cast(child.pointer))  // its grab goes with it
            gtk_widget_unparent(child.pointer)
        case .sheetWindow:
            GtkSheets.remove(child.pointer, from: anchor.pointer)
        default:
            GtkBoxChildren.remove(child, from: anchor)
        }
    }
}
