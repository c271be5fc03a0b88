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
        GtkWidgetHandle(root: window)
    }

    public func makeWidget(
        _ widgetClass: WidgetClass, id: Int, properties: [Property], classes: [String],
        events: (any WidgetEventSink)?
    ) -> HostWidget {
        let (widget, constructed) = Self.newWidget(widgetClass, properties)
        let handle = GtkWidgetHandle(pointer: widget, widgetClass: widgetClass, id: id)
        Self.widgetsCreated.add(1, ordering: .relaxed)
        g_object_weak_ref(gobject(handle.pointer), { _, _ in
            GtkHost.widgetsFinalized.add(1, ordering: .relaxed)
        }, nil)
        for property in properties {
            MissingIcons.check(property)
            if !constructed.contains(property.key) { GtkProperties.write(property, to: handle) }
        }
        for name in classes {
            addClass(name, to: handle)
        }
        if let events {
            SignalTarget.connect(handle, to: events)
        }
        return handle
    }

    public func insert(_ child: HostWidget, into container: HostWidget, after sibling: HostWidget?) {
        GtkContainer.insert(handle(child).pointer, into: handle(container), after: sibling.map { handle($0).pointer })
    }

    public func move(_ child: HostWidget, in container: HostWidget, after sibling: HostWidget?) {
        GtkContainer.move(handle(child).pointer, in: handle(container), after: sibling.map { handle($0).pointer })
    }

    public func remove(_ child: HostWidget, from container: HostWidget) {
        GtkContainer.remove(handle(child).pointer, from: handle(container))
    }

    public func set(_ property: Property, on widget: HostWidget) {
        MissingIcons.check(property)
        GtkProperties.write(property, to: handle(widget))
    }

    public func addClass(_ name: String, to widget: HostWidget) {
        let handle = handle(widget)
        handle.managedClasses.insert(name)
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
        handle.rows = GtkRowModel(showing: source, in: handle.pointer)
    }

    public func rowsChanged(in list: HostWidget, at index: Int, removed: Int, added: Int) {
        handle(list).rows!.rowsChanged(at: index, removed: removed, added: added)
    }

    public func scheduleUpdate(_ update: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(UpdateBox(update)).toOpaque()
        g_idle_add_full(G_PRIORITY_HIGH_IDLE, { data in
            MainActor.assumeIsolated {
                Unmanaged<UpdateBox>.fromOpaque(data!).takeUnretainedValue().update()
            }
            return 0  // G_SOURCE_REMOVE
        }, box, { data in
            Unmanaged<UpdateBox>.fromOpaque(data!).release()
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
    /// model, items, selection model and item factory.
    public static var liveObjectCount: Int {
        liveWidgetCount + GtkRowModel.objectsCreated.load(ordering: .relaxed)
            - GtkRowModel.objectsFinalized.load(ordering: .relaxed)
    }

    /// Swift closures behind connected signal handlers.
    public static var liveSignalHandlerCount: Int {
        SignalTarget.live.load(ordering: .relaxed)
    }

    // MARK: - Widgets

    private func handle(_ widget: HostWidget) -> GtkWidgetHandle {
        unsafeDowncast(widget, to: GtkWidgetHandle.self)
    }

    /// Creates a widget of `widgetClass`, passing its GTK constructor the properties it takes
    /// (a label's text, a box's orientation and spacing, a button's label or icon), as
    /// hand-written C does; returns the widget and the keys of the properties it was given.
    package static func newWidget(
        _ widgetClass: WidgetClass, _ properties: [Property] = []
    ) -> (widget: WidgetPointer, constructed: PropertyKeys) {
        var constructed = PropertyKeys()
        /// The value of `key` in `properties`, now counted as set by the constructor.
        func take(_ key: PropertyKey) -> Property? {
            guard let property = properties.first(where: { $0.key == key }) else { return nil }
            constructed.insert(key)
            return property
        }
        let widget: WidgetPointer
        switch widgetClass {
        case .label:
            guard case .label(let text)? = take(.label) else { widget = gtk_label_new(nil); break }
            widget = gtk_label_new(text)
        case .button, .pressableButton:
            if case .label(let text)? = take(.label) {
                widget = withOptionalCString(text) { $0.map { gtk_button_new_with_label($0) } ?? gtk_button_new() }
                if text != nil { GtkProperties.ellipsizeTitle(of: widget, .button) }
            } else if case .iconName(let name)? = take(.iconName) {
                widget = withOptionalCString(name) { $0.map { gtk_button_new_from_icon_name($0) } ?? gtk_button_new() }
            } else {
                widget = gtk_button_new()
            }
        case .box:
            let orientation = if case .orientation(let axis)? = take(.orientation) { axis } else { Axis.horizontal }
            let spacing = if case .spacing(let spacing)? = take(.spacing) { spacing } else { 0 }
            widget = gtk_box_new(gtkOrientation(orientation), Int32(spacing))
        case .separator:
            let orientation = if case .orientation(let axis)? = take(.orientation) { axis } else { Axis.horizontal }
            widget = gtk_separator_new(gtkOrientation(orientation))
        case .image:
            if case .iconName(let name)? = take(.iconName) {
                widget = withOptionalCString(name) { gtk_image_new_from_icon_name($0) }
            } else if case .file(let path)? = take(.file) {
                widget = withOptionalCString(path) { gtk_image_new_from_file($0) }
            } else {
                widget = gtk_image_new()
            }
        case .checkButton:
            guard case .label(let text)? = take(.label) else { widget = gtk_check_button_new(); break }
            widget = withOptionalCString(text) { gtk_check_button_new_with_label($0) }
            if text != nil { GtkProperties.ellipsizeTitle(of: widget, .checkButton) }
        case .overlay: widget = gtk_overlay_new()
        case .scrolledWindow: widget = gtk_scrolled_window_new()
        case .entry: widget = gtk_entry_new()
        case .toggleSwitch: widget = gtk_switch_new()
        case .listView: widget = gtk_list_view_new(nil, nil)
        case .drawingArea: widget = gtk_drawing_area_new()
        case .clip: widget = GtkClip.new()
        default: preconditionFailure("GtkHost cannot create \(widgetClass)")
        }
        return (widget, constructed)
    }
}

/// A set of property keys (one bit per key).
package struct PropertyKeys {
    private var bits: UInt64 = 0

    package init() {
        assert(PropertyKey.allCases.count <= UInt64.bitWidth, "PropertyKeys holds one bit per key")
    }

    package mutating func insert(_ key: PropertyKey) { bits |= 1 << key.rawValue }
    package func contains(_ key: PropertyKey) -> Bool { bits & (1 << key.rawValue) != 0 }
}

/// An update closure, kept alive by its idle source.
private final class UpdateBox {
    let update: @MainActor () -> Void
    init(_ update: @escaping @MainActor () -> Void) { self.update = update }
}
