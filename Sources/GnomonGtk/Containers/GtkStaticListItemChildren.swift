import CGtk
import GnomonCore

/// One row of a static `List`, a box: GTK 4.8 reads a list item by nothing it holds, so the
/// text in what it holds names it.
@MainActor
enum GtkStaticListItemChildren: GtkChildren {
    static func insert(_ child: GtkWidgetHandle, into item: GtkWidgetHandle, after sibling: WidgetPointer?) {
        GtkBoxChildren.insert(child, into: item, after: sibling)
        GtkAccessibility.name(item.pointer, byTextIn: child.pointer)
    }

    static func move(_ child: GtkWidgetHandle, in item: GtkWidgetHandle, after sibling: WidgetPointer?) {
        GtkBoxChildren.move(child, in: item, after: sibling)
    }

    static func remove(_ child: GtkWidgetHandle, from item: GtkWidgetHandle) {
        GtkBoxChildren.remove(child, from: item)
    }
}
