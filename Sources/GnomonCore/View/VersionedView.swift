/// A view with a body per GTK release, as Engine's `VersionedView` has one per OS release:
/// the view shows the body for the GTK it runs on, or the nearest earlier one it has.
///
/// ```swift
/// struct Badge: VersionedView {
///     var v1Body: some View { Text("GTK 4.8") }          // the baseline
///     var v3Body: some View { Text("GTK 4.12 or later") }
/// }
/// ```
///
/// `v1Body` is for GTK 4.8, `v2Body` 4.10, `v3Body` 4.12, `v4Body` 4.14, `v5Body` 4.16 and
/// `v6Body` 4.18 and later; each one not written is the one before it, and `v1Body` is empty
/// unless written. The choice is made from `EnvironmentValues.gtkVersion` and does not change
/// while the app runs, so there is no `AnyView`: `body` is a fixed nest of conditionals of which
/// one branch is ever built, and what that body reads updates it like any other.
public protocol VersionedView: View {
    associatedtype V1Body: View = EmptyView
    associatedtype V2Body: View = V1Body
    associatedtype V3Body: View = V2Body
    associatedtype V4Body: View = V3Body
    associatedtype V5Body: View = V4Body
    associatedtype V6Body: View = V5Body

    /// The body on GTK 4.8.
    @ViewBuilder @MainActor @preconcurrency var v1Body: V1Body { get }
    /// The body on GTK 4.10.
    @ViewBuilder @MainActor @preconcurrency var v2Body: V2Body { get }
    /// The body on GTK 4.12.
    @ViewBuilder @MainActor @preconcurrency var v3Body: V3Body { get }
    /// The body on GTK 4.14.
    @ViewBuilder @MainActor @preconcurrency var v4Body: V4Body { get }
    /// The body on GTK 4.16.
    @ViewBuilder @MainActor @preconcurrency var v5Body: V5Body { get }
    /// The body on GTK 4.18 and later.
    @ViewBuilder @MainActor @preconcurrency var v6Body: V6Body { get }
}

/// A versioned view's or modifier's body: the body for one GTK release, in the branch of its
/// number, as a fixed nest of conditionals.
public typealias VersionedBody<V1: View, V2: View, V3: View, V4: View, V5: View, V6: View> = _ConditionalContent<
    V1, _ConditionalContent<V2, _ConditionalContent<V3, _ConditionalContent<V4, _ConditionalContent<V5, V6>>>>
>

/// The body for the GTK release of the node being evaluated (read untracked: it never
/// changes); only that body is evaluated.
@MainActor
func versionedBody<V1, V2, V3, V4, V5, V6>(
    _ v1: () -> V1, _ v2: () -> V2, _ v3: () -> V3, _ v4: () -> V4, _ v5: () -> V5, _ v6: () -> V6
) -> VersionedBody<V1, V2, V3, V4, V5, V6> {
    let number = (DependencyTracking.current?.environment.gtkVersion ?? .baseline).bodyNumber
    return .choosing(number == 1, v1) {
        .choosing(number == 2, v2) { .choosing(number == 3, v3) { .choosing(number == 4, v4) { .choosing(number == 5, v5, v6) } } }
    }
}

extension VersionedView {
    public var body: VersionedBody<V1Body, V2Body, V3Body, V4Body, V5Body, V6Body> {
        versionedBody({ v1Body }, { v2Body }, { v3Body }, { v4Body }, { v5Body }, { v6Body })
    }
}

extension VersionedView where V1Body == EmptyView {
    public var v1Body: EmptyView { EmptyView() }
}

extension VersionedView where V2Body == V1Body {
    public var v2Body: V1Body { v1Body }
}

extension VersionedView where V3Body == V2Body {
    public var v3Body: V2Body { v2Body }
}

extension VersionedView where V4Body == V3Body {
    public var v4Body: V3Body { v3Body }
}

extension VersionedView where V5Body == V4Body {
    public var v5Body: V4Body { v4Body }
}

extension VersionedView where V6Body == V5Body {
    public var v6Body: V5Body { v5Body }
}
