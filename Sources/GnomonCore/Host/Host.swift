/// A host widget: the GTK widget, or a test host's record of one. Gnomon only keeps and passes
/// these references back to the host that made them.
public typealias HostWidget = AnyObject

/// What the reconciler needs from a widget toolkit: explicit per-container operations, in the
/// spirit of Relm4's factories.
///
/// `GtkHost` (in GnomonGtk) applies them to real GTK widgets; `TestHost` (in GnomonTesting)
/// records them with no display. The reconciler calls these only; it never touches a widget.
///
/// ```swift
/// let graph = ViewGraph(content: CounterView(), host: myHost, rootWidget: myHost.root)
/// ```
///
/// Containers are the widget classes whose `children` is not `.none` (one, two, any number in
/// order, or a window's content and title bar), the host's root (a window), and the rows of a
/// `GtkListView` (its *slots*: one per row the host shows, each holding one widget).
@MainActor
public protocol Host: AnyObject {
    /// Creates a widget with its properties (the non-default ones) and CSS classes in place.
    /// `events` receives what the user does to it; the host keeps it as long as the widget (it
    /// drops events once the widget's node is gone, and holds no node).
    func makeWidget(
        _ widgetClass: WidgetClass, id: Int, properties: [Property], classes: [String],
        events: (any WidgetEventSink)?
    ) -> HostWidget

    /// Takes into the tree a widget the app made: `made` is what a `WidgetRepresentable`'s
    /// `makeWidget` returned (a `GtkWidget` for GTK). The widget is of class
    /// `WidgetClass.representable`: `properties` and `classes` are the layout and styles Gnomon
    /// gives it, written as on a widget the host makes; the rest of it is the app's.
    func adoptWidget(
        _ made: Any, id: Int, properties: [Property], classes: [String], events: (any WidgetEventSink)?
    ) -> HostWidget

    /// Adds `child` to `container`, right after `sibling`, or first when `sibling` is nil.
    func insert(_ child: HostWidget, into container: HostWidget, after sibling: HostWidget?)
    /// Moves `child`, already in `container`, to right after `sibling` (first when nil).
    func move(_ child: HostWidget, in container: HostWidget, after sibling: HostWidget?)
    /// Takes `child` out of `container`.
    func remove(_ child: HostWidget, from container: HostWidget)

    /// Writes one property. Must not re-enter the widget's event sink (a model write is not
    /// a user action).
    func set(_ property: Property, on widget: HostWidget)
    func addClass(_ name: String, to widget: HostWidget)
    func removeClass(_ name: String, from widget: HostWidget)

    /// The widget will not be used again: disconnect its handlers and drop the reference.
    /// Its children are released separately.
    func release(_ widget: HostWidget)

    /// Makes `list` (a `WidgetClass.listView`) show the rows of `source`: the host asks for the
    /// rows it shows (`bindRow`) as they come into view and lets go of those that leave it
    /// (`unbindRow`). Nil detaches the source; the host binds and unbinds nothing after that.
    func setRowSource(_ source: (any ListRowSource)?, of list: HostWidget)
    /// The rows `index..<index + removed` of `list` were replaced by `added` rows. Rows kept
    /// (by identity) keep their slots; rows that left are unbound; new rows in view are bound.
    func rowsChanged(in list: HostWidget, at index: Int, removed: Int, added: Int)
    /// Which rows of `list` are selected may have changed: the host asks its row source again
    /// (`isRowSelected`) for the rows it shows.
    func rowSelectionChanged(in list: HostWidget)

    /// Scrolls `scrollView` (a `GtkScrolledWindow`) so that `widget`, inside it, shows: at
    /// `anchor` of the visible area, or, with none, moved just as far as it takes.
    func scroll(_ widget: HostWidget, intoViewOf scrollView: HostWidget, anchor: UnitPoint?)
    /// Scrolls `list` (a list view) until its row at `row` shows, bound or not: as little as it
    /// takes (GTK 4.8 aligns no row).
    func scroll(_ list: HostWidget, toRow row: Int)

    /// Titles the window `root` (a graph's root container) is: `title`, or with nil the title
    /// it had (its scene's).
    func setTitle(_ title: String?, of root: HostWidget)

    /// Gives the app the light or dark style its views ask for (`preferredColorScheme`); nil
    /// gives it back the system's.
    func setPreferredColorScheme(_ colorScheme: ColorScheme?)

    /// Runs `update` soon, once: after the events of the current main-loop turn and before the
    /// next frame is drawn.
    func scheduleUpdate(_ update: @escaping @MainActor () -> Void)

    /// Runs `work` once, when the loop next has nothing else to do: after the frame the
    /// current update leads to has been drawn. For letting go of what an update removed.
    func scheduleCleanup(_ work: @escaping @MainActor () -> Void)
}
