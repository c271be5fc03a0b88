/// A modifier with a body per GTK release, the counterpart of `VersionedView`: it applies
/// the body for the GTK it runs on, or the nearest earlier one it has.
///
/// ```swift
/// struct Emphasis: VersionedViewModifier {
///     func v1Body(content: Content) -> some View { content.styleClass("heading") }
///     func v4Body(content: Content) -> some View { content.styleClass("title-4") }  // GTK 4.14 on
/// }
/// ```
///
/// Each body not written is the one before it, and `v1Body` leaves the content as it is
/// unless written: on a GTK older than what a modifier needs, the view shows unmodified.
public protocol VersionedViewModifier: ViewModifier {
    associatedtype V1Body: View = Content
    associatedtype V2Body: View = V1Body
    associatedtype V3Body: View = V2Body
    associatedtype V4Body: View = V3Body
    associatedtype V5Body: View = V4Body
    associatedtype V6Body: View = V5Body

    /// The body on GTK 4.8.
    @ViewBuilder func v1Body(content: Content) -> V1Body
    /// The body on GTK 4.10.
    @ViewBuilder func v2Body(content: Content) -> V2Body
    /// The body on GTK 4.12.
    @ViewBuilder func v3Body(content: Content) -> V3Body
    /// The body on GTK 4.14.
    @ViewBuilder func v4Body(content: Content) -> V4Body
    /// The body on GTK 4.16.
    @ViewBuilder func v5Body(content: Content) -> V5Body
    /// The body on GTK 4.18 and later.
    @ViewBuilder func v6Body(content: Content) -> V6Body
}

extension VersionedViewModifier {
    public func body(content: Content) -> VersionedBody<V1Body, V2Body, V3Body, V4Body, V5Body, V6Body> {
        versionedBody(
            { v1Body(content: content) }, { v2Body(content: content) }, { v3Body(content: content) },
            { v4Body(content: content) }, { v5Body(content: content) }, { v6Body(content: content) })
    }
}

extension VersionedViewModifier where V1Body == Content {
    public func v1Body(content: Content) -> Content { content }
}

extension VersionedViewModifier where V2Body == V1Body {
    public func v2Body(content: Content) -> V1Body { v1Body(content: content) }
}

extension VersionedViewModifier where V3Body == V2Body {
    public func v3Body(content: Content) -> V2Body { v2Body(content: content) }
}

extension VersionedViewModifier where V4Body == V3Body {
    public func v4Body(content: Content) -> V3Body { v3Body(content: content) }
}

extension VersionedViewModifier where V5Body == V4Body {
    public func v5Body(content: Content) -> V4Body { v4Body(content: content) }
}

extension VersionedViewModifier where V6Body == V5Body {
    public func v6Body(content: Content) -> V5Body { v5Body(content: content) }
}
