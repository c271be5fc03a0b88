import Foundation

/// A layout as a widget's `layout` property: its value, typed inside, with the calls a host's
/// engine makes. Equal when the layout is the same type with an equal value, so an update that
/// leaves it unchanged touches nothing.
///
/// ```swift
/// let description = LayoutDescription.of(HStackLayout(spacing: 4))
/// description.description   // "HStackLayout"
/// ```
public class LayoutDescription: Hashable, @unchecked Sendable, CustomStringConvertible {
    let layoutType: ObjectIdentifier
    let typeName: String
    /// The layout's `stackOrientation`.
    let stackOrientation: Axis?
    /// The axes along which the layout's container expands, and those along which it never
    /// does (`LayoutExpansion`).
    let expansion: Axis.Set
    let rigidity: Axis.Set

    init(
        layoutType: ObjectIdentifier, typeName: String, stackOrientation: Axis?, expansion: Axis.Set, rigidity: Axis.Set,
        reportsGeometry: Bool
    ) {
        self.layoutType = layoutType
        self.typeName = typeName
        self.stackOrientation = stackOrientation
        self.expansion = expansion
        self.rigidity = rigidity
        self.reportsGeometry = reportsGeometry
    }

    /// `layout`, described: through `AnyLayout`, the layout it holds.
    @MainActor package static func of<L: Layout>(_ layout: L) -> LayoutDescription {
        (layout as? AnyLayout)?.layout ?? TypedLayoutDescription(layout)
    }

    public var description: String { typeName }

    /// Whether the layout tells views where it was placed (a `GeometryReader`'s,
    /// `onGeometryChange`'s).
    package let reportsGeometry: Bool

    @MainActor func makeCache(_ subviews: LayoutSubviews) -> AnyObject { fatalError("abstract") }
    @MainActor func updateCache(_ cache: AnyObject, _ subviews: LayoutSubviews) { fatalError("abstract") }
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: AnyObject) -> CGSize {
        fatalError("abstract")
    }
    @MainActor func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: AnyObject) {
        fatalError("abstract")
    }
    @MainActor func spacing(_ subviews: LayoutSubviews, _ cache: AnyObject) -> ViewSpacing { fatalError("abstract") }

    func hasSameValue(as other: LayoutDescription) -> Bool { fatalError("abstract") }

    public static func == (lhs: LayoutDescription, rhs: LayoutDescription) -> Bool {
        lhs === rhs || (lhs.layoutType == rhs.layoutType && lhs.hasSameValue(as: rhs))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(layoutType)
    }
}

/// A layout's cache, boxed so that a host keeps it without knowing its type and a call
/// changes it in place.
private final class LayoutCacheBox<Cache> {
    var cache: Cache
    init(_ cache: Cache) { self.cache = cache }
}

private final class TypedLayoutDescription<L: Layout>: LayoutDescription, @unchecked Sendable {
    let layout: L

    @MainActor init(_ layout: L) {
        self.layout = layout
        var name = _typeName(L.self, qualified: false)
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        super.init(
            layoutType: ObjectIdentifier(L.self), typeName: name, stackOrientation: L.layoutProperties.stackOrientation,
            expansion: (layout as? LayoutExpansion)?.expansion ?? [.horizontal, .vertical],
            rigidity: (layout as? LayoutExpansion)?.rigidity ?? [], reportsGeometry: layout is GeometryReportingLayout)
    }

    @MainActor override func makeCache(_ subviews: LayoutSubviews) -> AnyObject {
        LayoutCacheBox(layout.makeCache(subviews: subviews))
    }

    @MainActor override func updateCache(_ cache: AnyObject, _ subviews: LayoutSubviews) {
        layout.updateCache(&unsafeDowncast(cache, to: LayoutCacheBox<L.Cache>.self).cache, subviews: subviews)
    }

    @MainActor override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: AnyObject) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &unsafeDowncast(cache, to: LayoutCacheBox<L.Cache>.self).cache)
    }

    @MainActor override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: AnyObject) {
        layout.placeSubviews(
            in: bounds, proposal: proposal, subviews: subviews, cache: &unsafeDowncast(cache, to: LayoutCacheBox<L.Cache>.self).cache)
    }

    @MainActor override func spacing(_ subviews: LayoutSubviews, _ cache: AnyObject) -> ViewSpacing {
        layout.spacing(subviews: subviews, cache: &unsafeDowncast(cache, to: LayoutCacheBox<L.Cache>.self).cache)
    }

    override func hasSameValue(as other: LayoutDescription) -> Bool {
        ViewEquality.areEqual(layout, unsafeDowncast(other, to: TypedLayoutDescription<L>.self).layout)
    }
}

/// One layout container's layout as its host runs it: the layout and its cache, made before
/// the first call and brought up to date (`updateCache`) after the layout or the children
/// changed.
///
/// ```swift
/// let engine = LayoutEngine(description)
/// let size = engine.sizeThatFits(.unspecified, children: children)
/// engine.place(in: CGRect(origin: .zero, size: size), children: children)
/// ```
@MainActor
package final class LayoutEngine {
    package private(set) var layout: LayoutDescription
    private var cache: AnyObject?
    private var cacheIsStale = false

    package init(_ layout: LayoutDescription) {
        self.layout = layout
    }

    /// Takes `layout` in place of the one it runs; false if it is the same.
    @discardableResult
    package func setLayout(_ layout: LayoutDescription) -> Bool {
        guard layout != self.layout else { return false }
        if layout.layoutType != self.layout.layoutType { cache = nil }
        self.layout = layout
        cacheIsStale = true
        return true
    }

    /// The children were added, removed, moved or changed.
    package func childrenChanged() {
        cacheIsStale = true
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: any LayoutChildren) -> CGSize {
        let subviews = LayoutSubviews(children)
        return layout.sizeThatFits(proposal, subviews, currentCache(subviews))
    }

    /// Places the children in `bounds` at the size the layout takes for `bounds`' size,
    /// centred as SwiftUI centres a view in a larger frame; mirrored for right-to-left.
    package func place(in bounds: CGRect, children: any LayoutChildren) {
        let subviews = LayoutSubviews(children)
        let cache = currentCache(subviews)
        let proposal = ProposedViewSize(bounds.size)
        var size = layout.sizeThatFits(proposal, subviews, cache)
        size.width = size.width.isFinite ? min(size.width, bounds.width) : bounds.width
        size.height = size.height.isFinite ? min(size.height, bounds.height) : bounds.height
        let inner = CGRect(
            x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2,
            width: size.width, height: size.height)
        if children.layoutDirection == .rightToLeft {
            layout.placeSubviews(in: inner, proposal, LayoutSubviews(MirroredChildren(children, within: bounds)), cache)
        } else {
            layout.placeSubviews(in: inner, proposal, subviews, cache)
        }
    }

    private func currentCache(_ subviews: LayoutSubviews) -> AnyObject {
        guard let cache else {
            let made = layout.makeCache(subviews)
            cache = made
            cacheIsStale = false
            return made
        }
        if cacheIsStale {
            layout.updateCache(cache, subviews)
            cacheIsStale = false
        }
        return cache
    }
}

/// Children whose frames are mirrored within the container's bounds as they are placed, so a
/// layout that places from the leading edge places from the right in a right-to-left locale.
@MainActor
private final class MirroredChildren: LayoutChildren {
    let base: any LayoutChildren
    let bounds: CGRect

    init(_ base: any LayoutChildren, within bounds: CGRect) {
        self.base = base
        self.bounds = bounds
    }

    var count: Int { base.count }
    var layoutDirection: LayoutDirection { .rightToLeft }
    var originInWindow: CGPoint { base.originInWindow }
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(index, proposal) }
    func traits(of index: Int) -> LayoutChildTraits { base.traits(of: index) }

    func place(_ index: Int, in frame: CGRect) {
        var mirrored = frame
        mirrored.origin.x = bounds.minX + bounds.maxX - frame.maxX
        base.place(index, in: mirrored)
    }
}
