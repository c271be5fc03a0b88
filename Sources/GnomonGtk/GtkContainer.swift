import CGtk
import GnomonCore

/// How children go into each kind of GTK container Gnomon uses: one small, explicit
/// implementation per container, as Relm4's factories have.
@MainActor
enum GtkContainer {
    /// Adds `child` to `container` right after `sibling` (first when nil).
    static func insert(_ child: WidgetPointer, into container: GtkWidgetHandle, after sibling: WidgetPointer?) {
        let parent = container.pointer
        switch container.widgetClass {
        case .box, .timeFields, .staticList, .headerBarStart, .headerBarTitle, .headerBarEnd, .stackPage:
            gtk_box_insert_child_after(cast(parent), child, sibling)
        case .staticListItem:
            gtk_box_insert_child_after(cast(parent), child, sibling)
            // GTK 4.8 reads a list item by nothing it holds: the text in it names it.
            GtkAccessibility.name(parent, byTextIn: child)
        case .navigationStack:
            GtkNavigationStack.insert(child, into: parent, after: sibling)
        case .tabStack:
            GtkAccessibility.prepare(page: UnsafeMutableRawPointer(gtk_stack_add_child(cast(parent), child)))
            gtk_widget_insert_after(child, parent, sibling)
        case .listBox:
            gtk_list_box_insert(cast(parent), child, sibling.map { gtk_list_box_row_get_index(cast($0)) + 1 } ?? 0)
        case .labeledFrame, .labeledExpander:
            // First: the label widget; after it: the content.
            if sibling == nil {
                setLabelWidget(child, of: container)
            } else {
                setChild(child, of: container)
            }
        case .paned:
            // First: the start child (what was there moves to the end); after it: the end child.
            if sibling == nil {
                let start = gtk_paned_get_start_child(cast(parent))
                precondition(start == nil || gtk_paned_get_end_child(cast(parent)) == nil, "a split view holds two panes")
                if let start {
                    gtk_paned_set_start_child(cast(parent), nil)
                    gtk_paned_set_end_child(cast(parent), start)
                }
                gtk_paned_set_start_child(cast(parent), child)
            } else {
                precondition(gtk_paned_get_end_child(cast(parent)) == nil, "a split view holds two panes")
                gtk_paned_set_end_child(cast(parent), child)
            }
        case .radioGroup:
            gtk_box_insert_child_after(cast(parent), child, sibling)
            // Joins the group of the box's other buttons: GTK then keeps one of them chosen.
            var other = gtk_widget_get_first_child(parent)
            while let current = other, current == child { other = gtk_widget_get_next_sibling(current) }
            if let leader = other { setGroup(of: child, to: leader) }
        case .presentationAnchor:
            // The popover is parented to the anchor, which lays out no popover; a sheet is a
            // window in front of the anchor's; the view is its one child in the box.
            if gnomon_is_a(child, gtk_popover_get_type()) != 0 {
                gtk_widget_set_parent(child, parent)
                GtkPopovers.parented(child)
            } else if gnomon_is_a(child, gtk_window_get_type()) != 0 {
                GtkSheets.anchor(child, to: parent)
            } else {
                gtk_box_insert_child_after(cast(parent), child, nil)
            }
        case .sheetWindow where GtkHeaderBarParts.isHeaderBar(child):
            gtk_window_set_titlebar(cast(parent), child)
        case .grid:
            GtkGridCell.attach(child, to: parent, after: sibling)
        case .layout:
            GtkLayoutWidget.put(child, in: parent, after: sibling)
        case .popoverButton:
            gtk_menu_button_set_popover(cast(parent), child)
        case .headerBar:
            GtkHeaderBarParts.insert(child, into: parent)
        case nil where GtkHeaderBarParts.isHeaderBar(child):
            gtk_window_set_titlebar(cast(parent), child)
        case .effect:
            gtk_widget_insert_after(child, parent, sibling)
        case .overlay:
            // Every ZStack layer is an overlay that counts towards the size, so the stack is as
            // large as its largest layer and layers are ordered like any other children.
            gtk_overlay_add_overlay(cast(parent), child)
            gtk_overlay_set_measure_overlay(cast(parent), child, 1)
            gtk_widget_insert_after(child, parent, sibling)
        default:
            setChild(child, of: container)
        }
    }

    /// Moves `child`, already in `container`, to right after `sibling` (first when nil).
    static func move(_ child: WidgetPointer, in container: GtkWidgetHandle, after sibling: WidgetPointer?) {
        switch container.widgetClass {
        case .box, .timeFields, .staticList, .staticListItem, .radioGroup, .headerBarStart, .headerBarTitle, .headerBarEnd, .stackPage:
            gtk_box_reorder_child_after(cast(container.pointer), child, sibling)
        case .presentationAnchor, .headerBar:
            break  // a view and its popover, or a header bar's parts: each has its own place
        case .navigationStack:
            GtkNavigationStack.move(child, in: container.pointer, after: sibling)
        case .listBox, .paned, .labeledFrame, .labeledExpander:
            // No reorder in place: the child goes out and back in, kept alive by its handle.
            remove(child, from: container)
            insert(child, into: container, after: sibling)
        case .layout:
            GtkLayoutWidget.put(child, in: container.pointer, after: sibling)
        case .overlay, .grid, .tabStack, .effect:
            // A grid child's place is its cell, a tab's shown page the visible one; their order
            // among the children is the view order (an effect's too: a mask is first).
            gtk_widget_insert_after(child, container.pointer, sibling)
        default:
            preconditionFailure("a single-child container cannot reorder")
        }
    }

    /// Takes `child` out of `container`.
    static func remove(_ child: WidgetPointer, from container: GtkWidgetHandle) {
        let parent = container.pointer
        switch container.widgetClass {
        case .box, .timeFields, .staticList, .staticListItem, .headerBarStart, .headerBarTitle, .headerBarEnd, .stackPage:
            gtk_box_remove(cast(parent), child)
        case .navigationStack:
            GtkNavigationStack.remove(child, from: parent)
        case .tabStack:
            gtk_stack_remove(cast(parent), child)
        case .radioGroup:
            setGroup(of: child, to: nil)
            gtk_box_remove(cast(parent), child)
        case .listBox:
            gtk_list_box_remove(cast(parent), child)
        case .presentationAnchor:
            if gnomon_is_a(child, gtk_popover_get_type()) != 0 {
                gtk_popover_popdown(cast(child))  // its grab goes with it
                gtk_widget_unparent(child)
            } else if gnomon_is_a(child, gtk_window_get_type()) != 0 {
                GtkSheets.remove(child, from: parent)
            } else {
                gtk_box_remove(cast(parent), child)
            }
        case nil where GtkHeaderBarParts.isHeaderBar(child), .sheetWindow where GtkHeaderBarParts.isHeaderBar(child):
            // A window's title bar goes with the window (GTK does not change the title bar of
            // a window it shows).
            break
        case .labeledFrame where gtk_frame_get_label_widget(cast(parent)) == child,
            .labeledExpander where gtk_expander_get_label_widget(cast(parent)) == child:
            setLabelWidget(nil, of: container)
        case .paned:
            // The end child, alone, becomes the start one, as the first of the children.
            if gtk_paned_get_start_child(cast(parent)) == child {
                let end = gtk_paned_get_end_child(cast(parent))
                gtk_paned_set_start_child(cast(parent), nil)
                if let end {
                    gtk_paned_set_end_child(cast(parent), nil)
                    gtk_paned_set_start_child(cast(parent), end)
                }
            } else {
                gtk_paned_set_end_child(cast(parent), nil)
            }
        case .overlay:
            gtk_overlay_remove_overlay(cast(parent), child)
        case .grid:
            gtk_grid_remove(cast(parent), child)
        case .layout:
            GtkLayoutWidget.remove(child, from: parent)
        case .effect:
            gtk_widget_unparent(child)
        case .popoverButton:
            gtk_menu_button_set_popover(cast(parent), nil)
        case .headerBar:
            GtkHeaderBarParts.remove(child, from: parent)
        default:
            setChild(nil, of: container)
        }
    }

    /// Sets (or, with nil, clears) the label widget of a frame or expander titled by a view.
    private static func setLabelWidget(_ label: WidgetPointer?, of container: GtkWidgetHandle) {
        if container.widgetClass == .labeledFrame {
            gtk_frame_set_label_widget(cast(container.pointer), label)
        } else {
            gtk_expander_set_label_widget(cast(container.pointer), label)
        }
    }

    /// Puts a check button or toggle button in the group of `leader` (nil: in no group).
    private static func setGroup(of button: WidgetPointer, to leader: WidgetPointer?) {
        if gnomon_is_a(button, gtk_toggle_button_get_type()) != 0 {
            gtk_toggle_button_set_group(cast(button), leader.map { cast($0) })
        } else {
            gtk_check_button_set_group(cast(button), leader.map { cast($0) })
        }
    }

    /// Sets (or, with nil, clears) the child of a single-child container: a button (a toggle
    /// button too), a check button, a frame, a popover, an expander, a list box row, a search bar, a scrolled window,
    /// a list's row, a sheet's window, or the window (a nil class).
    private static func setChild(_ child: WidgetPointer?, of container: GtkWidgetHandle) {
        let parent = container.pointer
        switch container.widgetClass {
        case .button, .pressableButton, .toggleButton:
            gtk_button_set_child(cast(parent), child)
            // GTK 4.8 names a button holding views by its class; the text in them names it.
            if let child, GtkAccessibility.attributes(of: parent)?.label == nil { GtkAccessibility.name(parent, byTextIn: child) }
        case .frame, .labeledFrame:
            gtk_frame_set_child(cast(parent), child)
        case .listBoxRow:
            gtk_list_box_row_set_child(cast(parent), child)
        case .popover, .presentedPopover:
            gtk_popover_set_child(cast(parent), child)
        case .expander, .labeledExpander:
            gtk_expander_set_child(cast(parent), child)
        case .checkButton:
            gtk_check_button_set_child(cast(parent), child)
        case .searchBar:
            gtk_search_bar_set_child(cast(parent), child)
            // Escape in the field hides the bar; showing the bar focuses the field.
            if let child { gtk_search_bar_connect_entry(cast(parent), OpaquePointer(child)) }
        case .scrolledWindow:
            gtk_scrolled_window_set_child(cast(parent), child)
            // What it scrolls: the child, or the viewport GTK put it in.
            if child != nil, let scrolled = gtk_scrolled_window_get_child(cast(parent)) {
                GtkAccessibility.scrolledWindow(parent, tookChild: scrolled)
                GtkScrolling.matchViewport(of: parent)
            }
        case nil where container.isListItem:
            gtk_list_item_set_child(cast(parent), child)
        case nil, .sheetWindow:
            gtk_window_set_child(cast(parent), child)
        case let other?:
            preconditionFailure("\(other) holds no children")
        }
    }
}
