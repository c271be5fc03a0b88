import CGtk
import GnomonCore

/// A GTK widget Gnomon created, as the reconciler holds it: one strong reference to the
/// widget (the floating reference sunk), the signal handlers connected to it, and the CSS
/// classes Gnomon manages on it.
///
/// The widget carries a pointer back to its handle (GObject data under `gnomon-widget`), so a
/// walk of GTK's own widget tree can tell Gnomon's widgets from GTK's internal ones.
@MainActor
package final class GtkWidgetHandle {
    package let pointer: WidgetPointer
    /// Nil for a host's root container (a window) or a list's row slot, which Gnomon did not
    /// create.
    package let widgetClass: WidgetClass?
    /// Whether this is a `GtkListItem` (not a widget): the slot of one row of a list.
    let isListItem: Bool
    /// For a list view: the model of its rows.
    package var rows: GtkRowModel?
    /// For a label: whether it shows its text as Pango markup (see `GtkMarkup`).
    var showsMarkup = false
    package let id: Int
    /// The host that made the widget: ids are unique within one graph, and a view hosted in
    /// another's widget (a `HostingWidget`) is a graph of its own.
    package let host: ObjectIdentifier?
    /// Every CSS class Gnomon ever set on the widget: what a dump reads back from GTK.
    package var managedClasses: Set<String> = []
    /// Signal handlers, on the widget or an object of its (a range's adjustment), blocked while
    /// the model writes a property.
    var handlers: [(object: UnsafeMutablePointer<GObject>, id: gulong)] = []
    /// Where the widget's events go: its node.
    var events: (any WidgetEventSink)?
    /// The event controllers of the widget's gestures (`GtkGestures`), taken off at release.
    var gestureControllers: [OpaquePointer] = []
    /// The widget's context menu and the gestures that open it (`GtkContextMenus`).
    var contextPopover: WidgetPointer?
    var contextControllers: [OpaquePointer] = []
    /// For a window (a graph's root): its title before the views titled it.
    var sceneTitle: String?
    /// The dialog the widget presents, and what it shows (`GtkDialogs`).
    var dialog: (window: WidgetPointer, model: DialogModel)?
    /// The file chooser the widget presents, and what it shows (`GtkFileDialogs`).
    var fileDialog: (chooser: OpaquePointer, model: FileDialogModel)?
    /// Whether this handle holds a reference to the widget (created, not yet released).
    private var ownsWidget: Bool

    /// Takes ownership of a widget Gnomon just created.
    init(pointer: WidgetPointer, widgetClass: WidgetClass, id: Int, host: GtkHost) {
        self.pointer = pointer
        self.host = ObjectIdentifier(host)
        rootChildren = GtkWindowChildren.self
        self.widgetClass = widgetClass
        self.id = id
        isListItem = false
        ownsWidget = true
        g_object_ref_sink(gobject(pointer))
        g_object_set_qdata(gobject(pointer), Self.quark, Unmanaged.passUnretained(self).toOpaque())
    }

    /// For a host's root container: how it takes its children.
    let rootChildren: any GtkChildren.Type

    /// Refers to a host's root container (a window, or a `HostingWidget`'s widget, whose
    /// children `children` takes), which its owner keeps alive.
    init(root pointer: WidgetPointer, children: any GtkChildren.Type) {
        self.pointer = pointer
        host = nil
        rootChildren = children
        widgetClass = nil
        id = 0
        isListItem = false
        ownsWidget = false
    }

    /// Refers to a list's `GtkListItem`, which the list view keeps alive while it is bound.
    init(listItem: OpaquePointer) {
        pointer = WidgetPointer(listItem)
        host = nil
        rootChildren = GtkWindowChildren.self
        widgetClass = nil
        id = 0
        isListItem = true
        ownsWidget = false
    }

    /// A handle dropped without `release()` (its graph freed without unmounting) still lets
    /// go of its widget, so the widget never points at a freed handle. Not isolated: an
    /// isolated deinit asks the runtime for the current executor for every handle, about 840
    /// instructions under the GLib loop, though every handle but that rare one was released
    /// already. Handles, like everything GTK, go on the main thread.
    deinit {
        guard ownsWidget else { return }
        MainActor.assumeIsolated { release() }
    }

    /// The handle of a widget Gnomon created, or nil for GTK's own widgets.
    package static func of(_ pointer: WidgetPointer) -> GtkWidgetHandle? {
        g_object_get_qdata(gobject(pointer), quark).map {
            Unmanaged<GtkWidgetHandle>.fromOpaque($0).takeUnretainedValue()
        }
    }

    /// Disconnects the handlers and drops the reference. The widget is finalized once GTK
    /// drops its own references too (its parent's, if it is still in one).
    func release() {
        precondition(ownsWidget, "widget #\(id) released twice")
        ownsWidget = false
        for controller in gestureControllers {
            gtk_widget_remove_controller(pointer, controller)
        }
        gestureControllers = []
        GtkContextMenus.remove(from: self)
        GtkDialogs.close(on: self)
        GtkFileDialogs.close(on: self)
        // A popover that showed lets go of the pointer and keyboard with its window.
        if widgetClass == .presentedPopover { gtk_popover_popdown(cast(pointer)) }
        // A sheet's window leaves GTK's windows with it (one its anchor took is gone already).
        if widgetClass == .sheetWindow { gtk_window_destroy(cast(pointer)) }
        for handler in handlers {
            g_signal_handler_disconnect(handler.object, handler.id)
        }
        handlers.removeAll()
        g_object_set_qdata(gobject(pointer), Self.quark, nil)
        g_object_unref(gobject(pointer))
    }

    /// Runs `body` with the widget's signal handlers blocked: a model write is not a user
    /// action, so it must not reach the user's handlers.
    func withHandlersBlocked(_ body: () -> Void) {
        for handler in handlers { g_signal_handler_block(handler.object, handler.id) }
        body()
        for handler in handlers { g_signal_handler_unblock(handler.object, handler.id) }
    }

    private static let quark = g_quark_from_string("gnomon-widget")
}
