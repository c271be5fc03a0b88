import GnomonCore
import OpenCombine

/// CoreRender's coordinator: the one long-lived object behind a part of the interface, which
/// holds its state and asks for the views it drives to be brought up to date
/// (`setNeedsReconcile()`). A `Component` keeps one for as long as its place in the tree and
/// re-runs its body when it asks; a `GtkWidgetRepresentable` whose coordinator it is runs
/// `updateWidget` again.
///
/// ```swift
/// final class CounterCoordinator: Coordinator {
///     var count = 0
///     func increase() {
///         count += 1
///         setNeedsReconcile()
///     }
/// }
/// ```
///
/// It is an `ObservableObject`: `setNeedsReconcile()` is its `objectWillChange`, so the
/// views holding it update in the next update, once however many times it asked.
open class Coordinator: ObservableObject {
    public let objectWillChange = ObservableObjectPublisher()

    public required init() {}

    /// Brings the views this coordinator drives up to date with its state.
    public func setNeedsReconcile() {
        objectWillChange.send()
    }
}
