import CGtk
import GnomonCore

/// How one kind of GTK container takes its children: one small type per container, each with
/// its own insert, move and remove, as Relm4's factory containers have. `GtkContainer` maps
/// each widget class that holds children (`WidgetClass.children`) to its type.
///
/// ```swift
/// enum GtkGridChildren: GtkChildren {
///     static func insert(_ child: GtkWidgetHandle, into grid: GtkWidgetHandle, after sibling: WidgetPointer?) { … }
///     static func move(_ child: GtkWidgetHandle, in grid: GtkWidgetHandle, after sibling: WidgetPointer?) { … }
///     static func remove(_ child: GtkWidgetHandle, from grid: GtkWidgetHandle) { … }
/// }
/// ```
@MainActor
protocol GtkChildren {
    /// Adds `child` to `container` right after `sibling` (first when nil).
    static func insert(_ child: GtkWidgetHandle, into container: GtkWidgetHandle, after sibling: WidgetPointer?)
    /// Moves `child`, already in `container`, to right after `sibling` (first when nil).
    static func move(_ child: GtkWidgetHandle, in container: GtkWidgetHandle, after sibling: WidgetPointer?)
    /// Takes `child` out of `container`.
    static func remove(_ child: GtkWidgetHandle, from container: GtkWidgetHandle)
}

extension GtkChildren {
    /// A container that cannot reorder in place takes the child out and back in, kept alive
    /// by its handle.
    static func moveByReinserting(_ child: GtkWidgetHandle, in container: GtkWidgetHandle, after sibling: WidgetPointer?) {
        remove(child, from: container)
        insert(child, into: container, after: sibling)
    }
}
