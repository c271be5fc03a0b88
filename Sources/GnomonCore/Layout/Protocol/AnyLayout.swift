import Foundation

/// Any layout, chosen as the app runs: switching the layout a container uses keeps its views,
/// their state and their widgets, and only places them anew.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Avatar(); Details() }
/// ```
public struct AnyLayout: Layout {
    let layout: LayoutDescription

    public init<L: Layout>(_ layout: L) {
        self.layout = LayoutDescription.of(layout)
    }

    /// The cache of the layout held; a new one once another type of layout is held.
    public struct Cache {
        fileprivate var layoutType: ObjectIdentifier
        fileprivate var box: AnyObject
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(layoutType: layout.layoutType, box: layout.makeCache(subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.layoutType == layout.layoutType {
            layout.updateCache(cache.box, subviews)
        } else {
            cache = makeCache(subviews: subviews)
        }
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        layout.spacing(subviews, current(&cache, subviews))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        layout.sizeThatFits(proposal, subviews, current(&cache, subviews))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        layout.placeSubviews(in: bounds, proposal, subviews, current(&cache, subviews))
    }

    private func current(_ cache: inout Cache, _ subviews: Subviews) -> AnyObject {
        if cache.layoutType != layout.layoutType { cache = makeCache(subviews: subviews) }
        return cache.box
    }
}
