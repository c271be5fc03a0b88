/// A view graph inside a representable's widget: a `HostingWidget` a `Superview` holds, in a
/// view. Made or given a view while a representable makes or updates its widget, it takes
/// that representable's environment, and follows it from then on: the "declarative inside
/// imperative inside declarative" sandwich passes its environment through.
///
/// ```swift
/// if let environment = NestedGraphs.enclosingEnvironment(for: self) { mount(with: environment) }
/// ```
@MainActor
package protocol NestedGraphOwner: AnyObject {
    /// The enclosing representable's environment changed.
    func enclosingEnvironmentChanged(to environment: EnvironmentValues)
}

/// Which representable is making or updating its widget now, for the graphs made inside it.
@MainActor
package enum NestedGraphs {
    /// The representable running `makeWidget` or `updateWidget`, innermost.
    static var current: (any EnclosingRepresentable)?

    /// The environment of the representable making or updating its widget now, with `owner`
    /// registered (weakly) to follow it; nil outside one.
    package static func enclosingEnvironment(for owner: any NestedGraphOwner) -> EnvironmentValues? {
        current?.enclose(owner)
    }

    /// Runs `body` as `representable`'s.
    static func running<Result>(in representable: any EnclosingRepresentable, _ body: () -> Result) -> Result {
        let outer = current
        current = representable
        defer { current = outer }
        return body()
    }
}

/// A representable's node, as the graphs inside its widget see it.
@MainActor
protocol EnclosingRepresentable: AnyObject {
    /// Registers `owner` to follow this node's environment, and returns it.
    func enclose(_ owner: any NestedGraphOwner) -> EnvironmentValues
}

/// The graphs a representable's widget holds, held weakly: they go with the widget.
struct NestedGraphList {
    private var owners: [WeakNestedGraphOwner] = []

    mutating func add(_ owner: any NestedGraphOwner) {
        owners.removeAll { $0.owner == nil || $0.owner === owner }
        owners.append(WeakNestedGraphOwner(owner: owner))
    }

    /// Tells each graph still alive of `environment`.
    @MainActor func pass(_ environment: EnvironmentValues) {
        for entry in owners { entry.owner?.enclosingEnvironmentChanged(to: environment) }
    }
}

private struct WeakNestedGraphOwner {
    weak var owner: (any NestedGraphOwner)?
}
