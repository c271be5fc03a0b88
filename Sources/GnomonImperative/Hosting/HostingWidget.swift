import CGtk
import GnomonCore
import GnomonGtk

/// A Gnomon view inside imperative GTK code: a widget (`GnomonHosting`) to pack anywhere a
/// `GtkWidget` goes — a `Superview`'s `@Subview`, a box, a window — whose view updates on
/// state changes as a window's does. A new `rootView` updates it at once.
///
/// ```swift
/// let hosting = HostingWidget(rootView: Counter())
/// gtk_window_set_child(window, OpaquePointer(hosting.rawWidget))
/// ```
///
/// Made (or given a view) while a `GtkWidgetRepresentable` makes or updates its widget — the
/// "declarative inside imperative inside declarative" sandwich — its views take that
/// representable's environment and follow it. Made anywhere else, they take the environment a
/// window's views do.
@MainActor
public final class HostingWidget<Content: View>: GtkWidgetObject, NestedGraphOwner {
    /// The view shown; setting it updates the widgets at once.
    public var rootView: Content {
        didSet {
            if let environment = NestedGraphs.enclosingEnvironment(for: self) { enclosingEnvironmentChanged(to: environment) }
            graph.updateRoot(to: rootView)
        }
    }

    private var graph: ViewGraph!

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(type: HostingWidgetType.type)
        let host = GtkHost()
        let enclosing = NestedGraphs.enclosingEnvironment(for: self)
        graph = ViewGraph(
            content: rootView, host: host, rootWidget: host.root(hosting: pointer),
            environment: enclosing ?? GtkEnvironment.root(for: pointer))
        // A graph that follows an enclosing view's environment follows the settings with it.
        if enclosing == nil { GtkEnvironment.follow(graph) }
    }

    /// The views go with the widget: once neither GTK nor Swift holds it.
    isolated deinit {
        graph.unmount()
    }

    package func enclosingEnvironmentChanged(to environment: EnvironmentValues) {
        graph.updateEnvironment { $0 = environment }
    }
}

/// `GnomonHosting`: a `GtkWidget` that lays out its one child over its whole area
/// (`GtkBinLayout`), and unparents it as it goes.
@MainActor
private enum HostingWidgetType {
    static let type = GtkWidgetSubclass.register("GnomonHosting") { klass, _ in
        gtk_widget_class_set_layout_manager_type(klass!.assumingMemoryBound(to: GtkWidgetClass.self), gtk_bin_layout_get_type())
        klass!.assumingMemoryBound(to: GObjectClass.self).pointee.dispose = GtkWidgetSubclass.disposeUnparentingChildren
    }
}
