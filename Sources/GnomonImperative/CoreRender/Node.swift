import CGtk
import GnomonCore
import GnomonGtk

/// CoreRender's node, for a quick wrap of any GTK widget class in a view tree: the widget is
/// made once, each layout spec runs on it whenever the node's value changes, and each signal
/// handler runs when the widget emits its signal — disconnected as the node goes.
///
/// ```swift
/// Node(GtkScale.self) { gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 10, 1) }
///     .withLayoutSpec { scale in gtk_range_set_value(&scale.pointee.parent_instance, level) }
///     .onSignal("value-changed") { scale in level = gtk_range_get_value(&scale.pointee.parent_instance) }
/// ```
///
/// `Widget` is the GTK type whose structure GTK's headers show (`GtkScale`, `GtkButton`,
/// `GtkBox`); a type GTK keeps opaque (`GtkLabel`) is named: `Node(named: "GtkLabel")`.
public struct Node<Widget>: GtkWidgetRepresentable {
    private let make: @MainActor () -> UnsafeMutablePointer<Widget>?
    private var layoutSpecs: [@MainActor (UnsafeMutablePointer<Widget>) -> Void] = []
    private var signals: [(name: String, action: @MainActor (UnsafeMutablePointer<Widget>) -> Void)] = []

    /// A node whose widget is made by `make` (CoreRender's `viewInit`): a constructor with
    /// arguments, or a widget of the app's.
    public init(_ type: Widget.Type = Widget.self, make: @escaping @MainActor () -> UnsafeMutablePointer<GtkWidget>) {
        self.make = { UnsafeMutableRawPointer(make()).assumingMemoryBound(to: Widget.self) }
    }

    /// A node whose widget is a new `Widget`, with GTK's defaults: the GType named as the type
    /// is (`GtkScale`).
    public init(_ type: Widget.Type = Widget.self) {
        // A C structure comes into Swift under its tag (`_GtkScale`), its typedef an alias.
        let tag = _typeName(Widget.self, qualified: false)
        let name = tag.hasPrefix("_") ? String(tag.dropFirst()) : tag
        make = { GtkTypeNames.new(name).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: Widget.self) } }
    }

    /// Adds `spec`, run on the widget after those before it, each time the node's value
    /// changes (CoreRender's layout spec: where a node sets its widget's properties).
    public func withLayoutSpec(_ spec: @escaping @MainActor (UnsafeMutablePointer<Widget>) -> Void) -> Node {
        var node = self
        node.layoutSpecs.append(spec)
        return node
    }

    /// Runs `action` each time the widget emits `signal` (`"clicked"`, `"value-changed"`);
    /// the node's latest action for the signal runs, with the widget.
    public func onSignal(_ signal: String, _ action: @escaping @MainActor (UnsafeMutablePointer<Widget>) -> Void) -> Node {
        var node = self
        node.signals.append((signal, action))
        return node
    }

    public func makeCoordinator() -> Signals { Signals() }

    /// The widget `make` makes; an empty label in its place, which no spec or signal is
    /// applied to, if it could not.
    public func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
        guard let widget = make() else {
            context.coordinator.isPlaceholder = true
            return gtk_label_new(nil)
        }
        return UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWidget.self)
    }

    public func updateWidget(_ widget: UnsafeMutablePointer<GtkWidget>, context: Context) {
        guard !context.coordinator.isPlaceholder else { return }
        let typed = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: Widget.self)
        context.coordinator.actions = [:]
        for (name, action) in signals {
            context.coordinator.actions[name, default: []].append { action(typed) }
            if context.coordinator.connected.insert(name).inserted {
                let signals = context.coordinator
                context.connect(name, of: widget) { signals.emitted(name) }
            }
        }
        for spec in layoutSpecs { spec(typed) }
    }

    /// The signals a node's widget is connected to, and what each does now: a node's
    /// coordinator.
    @MainActor
    public final class Signals {
        fileprivate var actions: [String: [@MainActor () -> Void]] = [:]
        fileprivate var connected: Set<String> = []
        fileprivate var isPlaceholder = false

        fileprivate func emitted(_ name: String) {
            for action in actions[name] ?? [] { action() }
        }
    }
}

extension Node where Widget == GtkWidget {
    /// A node whose widget is `make`'s object: a `Superview` or any `GtkWidgetObject`, made
    /// once, which lives as long as its widget does.
    ///
    /// ```swift
    /// Node { BestFlagView(republicName: "CALIFORNIA BURRITO", republicEmoji: "🌯") }
    /// ```
    public init(_ make: @escaping @MainActor () -> GtkWidgetObject) {
        self.make = {
            // The object goes unless its widget is held: a floating reference holds it, as a
            // new GTK widget has one, until Gnomon's host takes it over.
            let object = make()
            let widget = object.rawWidget
            g_object_ref(widget)
            g_object_force_floating(widget.assumingMemoryBound(to: GObject.self))
            withExtendedLifetime(object) {}
            return widget.assumingMemoryBound(to: GtkWidget.self)
        }
    }

    /// A node whose widget is a new widget of the GType `typeName`, for the GTK types whose
    /// structure is private: `Node(named: "GtkLabel")`.
    public init(named typeName: String) {
        make = { GtkTypeNames.new(typeName) }
    }
}
