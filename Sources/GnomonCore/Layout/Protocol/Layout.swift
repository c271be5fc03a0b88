import Foundation

/// A container that sizes and places its views itself, as SwiftUI's `Layout`: asked the size
/// it takes for a proposal, then told its bounds, it proposes sizes to its subviews and places
/// them.
///
/// ```swift
/// struct Column: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var y = bounds.minY
///         for subview in subviews {
///             subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
///             y += subview.sizeThatFits(.unspecified).height
///         }
///     }
/// }
///
/// Column { Text("One"); Text("Two") }
/// ```
///
/// In GTK a layout is a `GnomonLayout` widget, whose layout manager asks it; the test host
/// asks it the same way, so both report the same frames.
@MainActor @preconcurrency
public protocol Layout {
    /// What the layout is to the views inside it: its `stackOrientation` tells a `Spacer` or
    /// `Divider` which way to go.
    static var layoutProperties: LayoutProperties { get }

    /// What the layout keeps between its calls, made by `makeCache(subviews:)`.
    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    /// Makes the cache, before the layout's first call with these subviews.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date after the subviews or the layout changed; by default, makes
    /// it again.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The room the container asks for beside its edges; by default, what its subviews ask.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size the container takes when offered `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview (`LayoutSubview.place`) in `bounds`, which has the size the
    /// container chose for `proposal`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where the container's own horizontal `guide` lies; nil leaves it to the guide's default.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?

    /// Where the container's own vertical `guide` lies; nil leaves it to the guide's default.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void {}
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// This layout as a container of `content`'s views.
    ///
    /// ```swift
    /// FlowLayout(spacing: 8) { ForEach(tags, id: \.self) { Text($0) } }
    /// ```
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

/// What a layout is to the views it holds.
///
/// ```swift
/// static var layoutProperties: LayoutProperties {
///     var properties = LayoutProperties()
///     properties.stackOrientation = .horizontal
///     return properties
/// }
/// ```
public struct LayoutProperties: Hashable, Sendable {
    /// The axis the layout stacks its views along, if it stacks them; a `Spacer` inside
    /// grows along it.
    public var stackOrientation: Axis?

    public init() {}
}
