import CGtk
import GnomonCore
import Synchronization

/// The GTK host: applies the reconciler's operations to real GTK 4 widgets. The only code in
/// Gnomon that calls GTK.
///
/// ```swift
/// let host = GtkHost()
/// let graph = ViewGraph(content: ContentView(), host: host, rootWidget: host.root(window))
/// ```
///
/// Every widget it creates is held by one strong reference until `release(_:)`; its signal
/// handlers are disconnected then, which frees their Swift closures. Updates run from an idle
/// source at `G_PRIORITY_HIGH_IDLE`: after the input events of the current main-loop turn and
/// before GTK lays out and draws the next frame.
@MainActor
public final class GtkHost: Host {
    public init() {}

    /// A window as the root container of a graph.
    package func root(_ window: WidgetPointer) -> HostWidget {
        GtkWidgetHandle(root: window, children: GtkWindowChildren.self)
    }

    /// A hosting widget (a `HostingWidget`'s, which lays out one child) as the root container
    /// of a graph.
    package func root(hosting widget: WidgetPointer) -> HostWidget {
        GtkWidgetHandle(root: widget, children: GtkParentedChildren.self)
    }

    public func makeWidget(
        _ widgetClass: WidgetClass, id: Int, properties: [Property], classes: [String],
        events: (any WidgetEventSink)?
    ) -> HostWidget {
        let widget = Self.newWidget(widgetClass, properties)
        return take(widget, widgetClass, id: id, properties: properties, classes: classes, events: events) {
            !Self.isConstructed($0, among: properties, of: widgetClass)
        }
    }

    /// Takes in the widget a representable made. Something else (a `@Subview` of a
    /// `Superview`) may hold it too; one already in a parent is taken out of it first, as a
    /// widget has one parent. What is not a widget is reported, and an empty label stands for
    /// it.
    public func adoptWidget(
        _ made: Any, id: Int, properties: [Property], classes: [String], events: (any WidgetEventSink)?
    ) -> HostWidget {
        var widget = (made as? any GtkWidgetConvertible).map { $0.rawWidget.assumingMemoryBound(to: GtkWidget.self) }
        if let candidate = widget, gnomon_is_a(candidate, gtk_widget_get_type()) == 0 { widget = nil }
        if widget == nil {
            log.error("A representable made \(type(of: made)), which is not a GtkWidget: an empty label shows in its place")
        }
        let adopted = widget ?? gtk_label_new(nil)!
        if let parent = gtk_widget_get_parent(adopted) {
            log.warning("A representable's \(String(cString: gnomon_type_name(adopted))) was in a \(String(cString: gnomon_type_name(parent))): it moves into Gnomon's tree")
            gtk_widget_unparent(adopted)
        }
        return take(adopted, .representable, id: id, properties: properties, classes: classes, events: events) { _ in true }
    }

    /// Holds `widget` (made, or adopted) as a Gnomon widget of `widgetClass`: writes the
    /// `properties` its constructor did not take (`needsWriting`), the classes, and its
    /// accessibility, and connects the signals its node hears.
    private func take(
        _ widget: WidgetPointer, _ widgetClass: WidgetClass, id: Int, properties: [Property], classes: [String],
        events: (any WidgetEventSink)?, needsWriting: (Property) -> Bool
    ) -> HostWidget {
        let handle = GtkWidgetHandle(pointer: widget, widgetClass: widgetClass, id: id, host: self)
        handle.events = events
        Self.widgetsCreated.add(1, ordering: .relaxed)
        g_object_weak_ref(gobject(handle.pointer), { _, _ in
            GtkHost.widgetsFinalized.add(1, ordering: .relaxed)
        }, nil)
        for property in properties {
            MissingIcons.check(property)
            if needsWriting(property) {
                GtkProperties.write(property, to: handle)
            }
        }
        for name in classes {
            addClass(name, to: handle)
        }
        GtkAccessibility.prepare(handle)
        if widgetClass == .entry || widgetClass == .passwordEntry {
            // Enter in a field presses its window's default button (`.defaultAction`), as well
            // as submitting the field.
            GtkProperties.set(.bool(true), named: "activates-default", on: UnsafeMutableRawPointer(widget))
        }
        if widgetClass == .listBox { GtkFormRows.prepare(listBox: widget) }
        if widgetClass == .listBoxRow { GtkFormRows.prepare(row: widget) }
        if let events {
            SignalTarget.connect(handle, to: events)
        }
        return handle
    }

    public func insert(_ child: HostWidget, into container: HostWidget, after sibling: HostWidget?) {
        let container = handle(container), after: WidgetPointer? = if let sibling { handle(sibling).pointer } else { nil }
        GtkContainer.children(of: container).insert(handle(child), into: container, after: after)
    }

    public func move(_ child: HostWidget, in container: HostWidget, after sibling: HostWidget?) {
        let container = handle(container)
        GtkContainer.children(of: container).move(handle(child), in: container, after: sibling.map { handle($0).pointer })
    }

    public func remove(_ child: HostWidget, from container: HostWidget) {
        let container = handle(container)
        GtkContainer.children(of: container).remove(handle(child), from: container)
    }

    public func set(_ property: Property, on widget: HostWidget) {
        MissingIcons.check(property)
        GtkProperties.write(property, to: handle(widget))
    }

    public func addClass(_ name: String, to widget: HostWidget) {
        let handle = handle(widget)
        handle.managedClasses.insert(name)
        GtkGeneratedStyles.ensureRule(for: name)
        gtk_widget_add_css_class(handle.pointer, name)
    }

    public func removeClass(_ name: String, from widget: HostWidget) {
        gtk_widget_remove_css_class(handle(widget).pointer, name)
    }

    public func release(_ widget: HostWidget) {
        handle(widget).release()
    }

    public func setRowSource(_ source: (any ListRowSource)?, of list: HostWidget) {
        let handle = handle(list)
        guard let source else {
            handle.rows?.source = nil
            return
        }
        precondition(handle.rows == nil, "\(handle.id) has rows already")
        handle.rows = GtkRowModel(showing: source, in: handle.pointer, isGrid: handle.widgetClass == .gridView)
        GtkListFocus.install(on: handle.pointer)
    }

    public func rowsChanged(in list: HostWidget, at index: Int, removed: Int, added: Int) {
        handle(list).rows!.rowsChanged(at: index, removed: removed, added: added)
    }

    public func rowSelectionChanged(in list: HostWidget) {
        handle(list).rows!.selectionChanged()
    }

    public func scroll(_ widget: HostWidget, intoViewOf scrollView: HostWidget, anchor: UnitPoint?) {
        GtkScrolling.scroll(handle(widget).pointer, intoViewOf: handle(scrollView).pointer, anchor: anchor)
    }

    public func scroll(_ list: HostWidget, toRow row: Int) {
        // GTK 4.8's own action for showing an item, which the keyboard uses.
        _ = gtk_widget_activate_action_variant(handle(list).pointer, "list.scroll-to-item", g_variant_new_uint32(guint32(row)))
    }

    /// A hosting widget's views title no window: the window it is in is its code's.
    public func setTitle(_ title: String?, of root: HostWidget) {
        let handle = handle(root)
        guard gnomon_is_a(handle.pointer, gtk_window_get_type()) != 0 else { return }
        let window = UnsafeMutableRawPointer(handle.pointer).assumingMemoryBound(to: GtkWindow.self)
        if handle.sceneTitle == nil { handle.sceneTitle = string(gtk_window_get_title(window)) ?? "" }
        gtk_window_set_title(window, title ?? handle.sceneTitle)
    }

    public func setPreferredColorScheme(_ colorScheme: ColorScheme?) {
        GtkEnvironment.prefer(colorScheme)
    }

    public func scheduleUpdate(_ update: @escaping @MainActor () -> Void) {
        // Before GTK's frame clock (GDK_PRIORITY_REDRAW, 120) lays out and paints.
        addIdle(priority: G_PRIORITY_HIGH_IDLE, update)
    }

    public func scheduleCleanup(_ work: @escaping @MainActor () -> Void) {
        // After the frame: below GDK_PRIORITY_REDRAW and every default-priority source.
        addIdle(priority: G_PRIORITY_LOW, work)
    }

    private func addIdle(priority: Int32, _ work: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(CallbackWork(work)).toOpaque()
        g_idle_add_full(priority, { data in
            MainActor.assumeIsolated {
                Unmanaged<CallbackWork>.fromOpaque(data!).takeUnretainedValue().work()
            }
            return 0  // G_SOURCE_REMOVE
        }, box, { data in
            Unmanaged<CallbackWork>.fromOpaque(data!).release()
        })
    }

    // MARK: - Lifetimes

    /// Widgets created by any `GtkHost`, and how many of them GTK has finalized.
    nonisolated static let widgetsCreated = Atomic<Int>(0)
    nonisolated static let widgetsFinalized = Atomic<Int>(0)

    /// Widgets created and not yet finalized.
    public static var liveWidgetCount: Int {
        widgetsCreated.load(ordering: .relaxed) - widgetsFinalized.load(ordering: .relaxed)
    }

    /// Every GObject GnomonGtk created and GTK has not finalized: widgets, and a list's
    /// model, items and item factory.
    public static var liveObjectCount: Int {
        liveWidgetCount + GtkRowModel.objectsCreated.load(ordering: .relaxed)
            - GtkRowModel.objectsFinalized.load(ordering: .relaxed)
    }

    /// Swift closures behind connected signal handlers.
    public static var liveSignalHandlerCount: Int {
        SignalTarget.live.load(ordering: .relaxed)
    }

    // MARK: - Widgets

    /// The widget a host call changes, counted (`changes`).
    private func handle(_ widget: HostWidget) -> GtkWidgetHandle {
        Self.changes &+= 1
        return unsafeDowncast(widget, to: GtkWidgetHandle.self)
    }

    /// How many host calls have changed widgets: measurements kept for a layout pass
    /// (`GtkLayoutWidget`) are good only while this stays the same.
    static private(set) var changes = 0

    /// Creates a widget of `widgetClass` with `properties`, in one `g_object_new_with_properties`
    /// as hand-written C would: every property its constructor takes (`isConstructed`), by name,
    /// and the class's accessible role, which GTK takes only then.
    ///
    /// The names and values are arrays rather than `withUnsafeTemporaryAllocation`'s stack:
    /// a closure made in main-actor code and handed to a nonisolated function checks its
    /// executor when called, which costs more than the two allocations.
    package static func newWidget(_ widgetClass: WidgetClass, _ properties: [Property] = []) -> WidgetPointer {
        let type = GtkPropertyTable.type(of: widgetClass)
        var hasTitle = false
        var names: [UnsafePointer<CChar>?] = []
        var values: [GValue] = []
        names.reserveCapacity(properties.count)
        values.reserveCapacity(properties.count)
        for property in properties where isConstructed(property, among: properties, of: widgetClass) {
            names.append(cString(property.key.gtkName))
            values.append(GValue())
            GtkProperties.initialize(
                &values[values.count - 1], to: property.value,
                as: GtkPropertyTable.entry(of: property.key, in: widgetClass).spec!)
            hasTitle = hasTitle || (property.key == .label && property.value != .null)
        }
        // A role the class has, or one an accessibility trait asks for (`.isHeader`): GTK takes
        // it only as the widget is made.
        if let role = widgetClass.accessibleRole ?? traitRole(among: properties) {
            names.append(cString("accessible-role"))
            values.append(GValue())
            GtkProperties.initialize(&values[values.count - 1], to: .nick(role), as: gnomon_find_class_property(type, "accessible-role"))
        }
        let object = g_object_new_with_properties(type, guint(names.count), &names, values)!
        for index in values.indices { g_value_unset(&values[index]) }
        let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
        if widgetClass == .box { GtkStackBoxLayout.install(on: widget) }
        if widgetClass.isButton && hasTitle {
            GtkProperties.ellipsizeLongTitle(of: widget, widgetClass)
        }
        return widget
    }

    /// The role the traits of the widget's accessibility attributes ask for, if any.
    private static func traitRole(among properties: [Property]) -> String? {
        guard let property = properties.first(where: { $0.key == .accessibility }) else { return nil }
        return (PropertyKey.accessibility.value(of: property.value) ?? nil)?.traits.accessibleRole
    }

    /// Whether `newWidget` gives `property` to the widget's constructor.
    private static func isConstructed(_ property: Property, among properties: [Property], of widgetClass: WidgetClass) -> Bool {
        GtkPropertyTable.entry(of: property.key, in: widgetClass).handWritten?.isConstructed(among: properties) ?? true
    }
}

/// A closure a GLib callback runs, kept alive by the source or handler whose data it is: an
/// update's, a cleanup's, an action's.
final class CallbackWork {
    let work: @MainActor () -> Void
    init(_ work: @escaping @MainActor () -> Void) { self.work = work }
}
