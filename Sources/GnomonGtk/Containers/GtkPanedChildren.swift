import CGtk
import GnomonCore

/// A split view's two panes: the first child is the start pane, the second the end one. A
/// child inserted first pushes the one there to the end; the end pane, left alone, becomes
/// the start one.
///
/// ```swift
/// GtkPanedChildren.insert(sidebar, into: paned, after: nil)       // the start pane
/// GtkPanedChildren.insert(detail, into: paned, after: sidebar)    // the end pane
/// ```
@MainActor
enum GtkPanedChildren: GtkChildren {
    static func insert(_ child: GtkWidgetHandle, into paned: GtkWidgetHandle, after sibling: WidgetPointer?) {
        let parent: OpaquePointer = cast(paned.pointer)
        guard sibling == nil else {
            precondition(gtk_paned_get_end_child(parent) == nil, "a split view holds two panes")
            return gtk_paned_set_end_child(parent, child.pointer)
        }
        let start = gtk_paned_get_start_child(parent)
        precondition(start == nil || gtk_paned_get_end_child(parent) == nil, "a split view holds two panes")
        if let start {
            gtk_paned_set_start_child(parent, nil)
            gtk_paned_set_end_child(parent, start)
        }
        gtk_paned_set_start_child(parent, child.pointer)
    }

    static func move(_ child: GtkWidgetHandle, in paned: GtkWidgetHandle, after sibling: WidgetPointer?) {
        moveByReinserting(child, in: paned, after: sibling)
    }

    static func remove(_ child: GtkWidgetHandle, from paned: GtkWidgetHandle) {
        let parent: OpaquePointer = cast(paned.pointer)
        guard gtk_paned_get_start_child(parent) == child.pointer else { return gtk_paned_set_end_child(parent, nil) }
        let end = gtk_paned_get_end_child(parent)
        gtk_paned_set_start_child(parent, nil)
        if let end {
            gtk_paned_set_end_child(parent, nil)
            gtk_paned_set_start_child(parent, end)
        }
    }
}
