import CGtk
import GnomonGtk

/// A `GtkWindow` of the app's: its content a widget, its title and size its own. As a
/// `@Child` of a `Superview` it is a window in front of the owner's (transient for it, modal
/// when `isModal`, destroyed with it), shown by `present()`; closing it hides it.
///
/// ```swift
/// let about = WindowWidget(title: "About")
/// about.content = LabelWidget(text: "Gnomon")
/// about.present()
/// ```
@MainActor
public final class WindowWidget: GtkWidgetObject {
    /// The widget whose window it is in front of, once a `@Child` of it.
    weak var owner: GtkWidgetObject?

    public init(title: String = "") {
        super.init(taking: gtk_window_new())
        self.title = title
        // Closed by the user, it hides, to be presented again.
        gtk_window_set_hide_on_close(cast(pointer), 1)
    }

    public var title: String {
        get { gtk_window_get_title(cast(pointer)).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(cast(pointer), newValue) }
    }

    /// What the window shows.
    public var content: GtkWidgetObject? {
        didSet { gtk_window_set_child(cast(pointer), content?.pointer) }
    }

    /// Whether the window keeps the user from its owner's until it closes.
    public var isModal: Bool {
        get { gtk_window_get_modal(cast(pointer)) != 0 }
        set { gtk_window_set_modal(cast(pointer), newValue ? 1 : 0) }
    }

    /// Shows the window, in front of its owner's window if it has one.
    public func present() {
        if let owner, let root = gtk_widget_get_root(owner.pointer) {
            gtk_window_set_transient_for(cast(pointer), UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self))
            gtk_window_set_destroy_with_parent(cast(pointer), 1)
        }
        gtk_window_present(cast(pointer))
    }

    /// Hides the window; `present()` shows it again.
    public func close() {
        gtk_widget_set_visible(pointer, 0)
    }
}
