import Foundation

/// A view that is a widget the app makes itself: SwiftUI's `NSViewRepresentable`, for any
/// toolkit a host adopts. GTK apps write `GtkWidgetRepresentable` (GnomonGtk), whose widget is
/// a `GtkWidget`; a headless test host adopts any object.
///
/// Gnomon calls `makeWidget(context:)` once, when the view first appears, then
/// `updateWidget(_:context:)` at once and again whenever the view's value changes (a new value
/// not equal to the last), an environment value or `@Observable` property it read changes, or
/// its coordinator, if an `ObservableObject`, announces a change. `dismantleWidget` runs as the
/// view goes. Layout and style modifiers around the view apply to its widget as to any other;
/// the widget takes the room it is offered, unless `sizeThatFits` says otherwise.
///
/// ```swift
/// struct Level: WidgetRepresentable {
///     var value: Double
///     func makeWidget(context: Context) -> Meter { Meter() }
///     func updateWidget(_ meter: Meter, context: Context) { meter.value = value }
/// }
/// ```
@MainActor @preconcurrency
public protocol WidgetRepresentable: View where Body == Never {
    /// The widget the view makes.
    associatedtype WidgetType
    /// An object kept from `makeCoordinator()` for as long as the view: where a widget's
    /// handlers keep state and reach the app.
    associatedtype Coordinator = Void
    typealias Context = WidgetRepresentableContext<Self>

    /// Makes the widget, once.
    func makeWidget(context: Context) -> WidgetType
    /// Brings the widget up to date with this value and `context.environment`.
    func updateWidget(_ widget: WidgetType, context: Context)
    /// Called as the view goes, before its widget is let go of.
    static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator)
    /// Makes the coordinator, once, before the widget.
    func makeCoordinator() -> Coordinator
    /// The size the widget takes when offered `proposal`; nil (the default) leaves it to the
    /// widget's own measure. A representable that answers for `.unspecified` as its widget
    /// is made is sized by its answers from then on, asked again after each `updateWidget`.
    func sizeThatFits(_ proposal: ProposedViewSize, widget: WidgetType, context: Context) -> CGSize?
}

extension WidgetRepresentable {
    public static func dismantleWidget(_ widget: WidgetType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, widget: WidgetType, context: Context) -> CGSize? { nil }
}

extension WidgetRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

/// What a representable's `makeWidget` and `updateWidget` see: its coordinator and its
/// environment.
///
/// ```swift
/// func updateWidget(_ meter: Meter, context: Context) {
///     meter.isDark = context.environment.colorScheme == .dark
/// }
/// ```
@MainActor
public struct WidgetRepresentableContext<Representable: WidgetRepresentable> {
    /// The object `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The view's environment; what `updateWidget` reads of it, it is updated by.
    public let environment: EnvironmentValues
    /// What runs as the view goes, before `dismantleWidget`: the toolkit's handlers connected
    /// through this context let go of.
    package let teardown: RepresentableTeardown
}

/// The actions that undo what a representable's context connected (a GTK signal handler),
/// run once as its view goes.
///
/// ```swift
/// context.teardown.add { g_signal_handler_disconnect(widget, id) }
/// ```
@MainActor
package final class RepresentableTeardown {
    private var actions: [() -> Void] = []
    private(set) var hasRun = false

    package init() {}

    /// Adds `action`; one added after the view went runs at once.
    package func add(_ action: @escaping () -> Void) {
        guard !hasRun else { return action() }
        actions.append(action)
    }

    func run() {
        precondition(!hasRun, "a representable torn down twice")
        hasRun = true
        for action in actions { action() }
        actions = []
    }
}
