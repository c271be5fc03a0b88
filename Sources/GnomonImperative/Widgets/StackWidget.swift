import CGtk
import GnomonGtk

/// A `GtkStack`: pages of which it shows one, each with a name and a title (`@Child(superview:
/// \.pages, title:)` adds them), switched by the app or by a `GtkStackSwitcher` of its titles.
///
/// ```swift
/// let pages = StackWidget()
/// pages.addPage(LabelWidget(text: "General"), named: "general", title: "General")
/// pages.visiblePageName = "general"
/// ```
@MainActor
public final class StackWidget: GtkWidgetObject {
    public init() {
        super.init(taking: gtk_stack_new())
    }

    /// Adds `page`, named `name` (unique in the stack; nil for none) and titled `title`.
    public func addPage(_ page: GtkWidgetObject, named name: String?, title: String) {
        gtk_stack_add_titled(cast(pointer), page.pointer, name, title)
    }

    /// Takes `page` out of the stack.
    public func removePage(_ page: GtkWidgetObject) {
        gtk_stack_remove(cast(pointer), page.pointer)
    }

    /// The page shown, if it is one of Gnomon's widget objects.
    public var visiblePage: GtkWidgetObject? {
        gtk_stack_get_visible_child(cast(pointer)).flatMap { GtkWidgetObject.object(of: UnsafeMutableRawPointer($0)) }
    }

    /// Shows `page`, one of the stack's.
    public func show(_ page: GtkWidgetObject) {
        gtk_stack_set_visible_child(cast(pointer), page.pointer)
    }

    /// The name of the page shown; nil while there is none.
    public var visiblePageName: String? {
        get { gtk_stack_get_visible_child_name(cast(pointer)).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(cast(pointer), newValue) } }
    }

    /// A switcher of the stack's titles (GTK's `GtkStackSwitcher`), to pack beside it.
    public func makeSwitcher() -> GtkWidgetObject {
        let switcher = GtkWidgetObject(taking: gtk_stack_switcher_new())
        gtk_stack_switcher_set_stack(cast(switcher.pointer), cast(pointer))
        return switcher
    }
}
