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
        reportsGeometry: Bool, hidesUnplacedChildren: Bool
    ) {
        self.layoutType = layoutType
        self.typeName = typeName
        self.stackOrientation = stackOrientation
        self.expansion = expansion
        self.rigidity = rigidity
        self.reportsGeometry = reportsGeometry
        self.hidesUnplacedChildren = hidesUnplacedChildren
    }

    /// `layout`, described: through `AnyLayout`, the layout it holds.
    @MainActor package static func of<L: Layout>(_ layout: L) -> LayoutDescription {
        (layout as? AnyLayout)?.layout ?? TypedLayoutDescription(layout)
    }

    /// The layout's type name, without its generic arguments.
    public var description: String { typeName }

    /// The axes along which `layout`'s container expands: as the layout says, or for a layout
    /// of the app's own, both (see `LayoutExpansion`).
    @MainActor static func expansion(of layout: some Layout) -> Axis.Set {
        (layout as? LayoutExpansion)?.expansion ?? [.horizontal, .vertical]
    }

    /// Whether the layout tells views where it was placed (a `GeometryReader`'s,
    /// `onGeometryChange`'s).
    package let reportsGeometry: Bool
    /// Whether the children the layout does not place are hidden (`ViewThatFits` shows one),
    /// rather than centred at their ideal size.
    let hidesUnplacedChildren: Bool

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
        let name = _typeName(L.self, qualified: false)
        super.init(
            layoutType: ObjectIdentifier(L.self), typeName: name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name,
            stackOrientation: L.layoutProperties.stackOrientation,
            expansion: Self.expansion(of: layout), rigidity: (layout as? LayoutExpansion)?.rigidity ?? [],
            reportsGeometry: layout is GeometryReportingLayout, hidesUnplacedChildren: layout is ChoosingLayout)
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
/// the first call and brought up to date (`updateCache`) when the layout or the children
/// changed, and at the first measuring after a placement (a child's size may have changed).
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
    private var placedSinceMeasuring = false
    /// The container size (`containerRelativeFrame`) the layout read when first measured since
    /// the container was last found to have changed; nil if it read none. Every call answers
    /// with it until then, as a host that keeps measurements (GTK) keeps the ones made with it.
    private var containerSize: CGSize??
    /// Whether the layout has read its container's size: a host lets it know when that changes.
    package private(set) var readsContainerSize = false

    package init(_ layout: LayoutDescription) {
        self.layout = layout
    }

    /// An engine running SwiftUI's stack along `axis`, `spacing` apart: how the text
    /// baselines of a stack GTK lays out (a `GtkBox`) are found, as it places its views where
    /// the stack's rules would.
    package static func stack(along axis: Axis, spacing: CGFloat) -> LayoutEngine {
        LayoutEngine(axis == .vertical
            ? LayoutDescription.of(VStackLayout(alignment: .leading, spacing: spacing))
            : LayoutDescription.of(HStackLayout(spacing: spacing)))
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

    /// The container's size (`LayoutChildren.containerSize`) changed: the next call reads it
    /// again.
    package func containerChanged() {
        containerSize = nil
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: any LayoutChildren) -> CGSize {
        if placedSinceMeasuring {
            cacheIsStale = true
            placedSinceMeasuring = false
        }
        let scoped = EngineChildren(children, within: nil, containerSize: containerSize)
        defer {
            scoped.end()
            containerSize = scoped.containerSizeRead
            if containerSize != nil { readsContainerSize = true }
        }
        let subviews = LayoutSubviews(scoped)
        return layout.sizeThatFits(proposal, subviews, currentCache(subviews))
    }

    /// Places the children in `bounds` at the size the layout takes for `bounds`' size,
    /// centred as SwiftUI centres a view in a larger frame; mirrored for right-to-left. A child
    /// the layout does not place goes at the centre, at its ideal size — or is hidden, for a
    /// layout that chooses among its children (`ChoosingLayout`).
    ///
    /// Returns whether the container must be measured again: its layout was measured for a
    /// container size (`containerRelativeFrame`) other than the one it now has, and a host that
    /// keeps measurements (GTK) would go on using the old ones.
    @discardableResult
    package func place(in bounds: CGRect, children: any LayoutChildren) -> Bool {
        let scoped = EngineChildren(
            children, within: children.layoutDirection == .rightToLeft ? bounds : nil, containerSize: containerSize)
        defer { scoped.end() }
        let subviews = LayoutSubviews(scoped)
        let cache = currentCache(subviews)
        let proposal = ProposedViewSize(bounds.size)
        var size = layout.sizeThatFits(proposal, subviews, cache)
        size.width = size.width.isFinite ? min(size.width, bounds.width) : bounds.width
        size.height = size.height.isFinite ? min(size.height, bounds.height) : bounds.height
        let inner = CGRect(
            x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2,
            width: size.width, height: size.height)
        layout.placeSubviews(in: inner, proposal, subviews, cache)
        if layout.hidesUnplacedChildren { scoped.hideTheRest() } else { scoped.placeTheRest(centredIn: bounds) }
        placedSinceMeasuring = true
        guard let read = scoped.containerSizeRead, read != children.containerSize else { return false }
        containerSize = nil
        return true
    }

    /// Where the first and last lines of the text the layout places lie from the top of a
    /// container `size`, as a stack reports them to the layout around it: the topmost first
    /// baseline and the lowest last baseline of its children, where it would place them; nil
    /// if none has text, and for a layout that reports where it placed its views (a geometry
    /// reader's), which a probe must not.
    package func textBaselines(in size: CGSize, children: any LayoutChildren) -> TextBaselines? {
        // A geometry reader's layout tells its views where it placed them: not for a probe.
        guard !layout.reportsGeometry else { return nil }
        let probe = PlacementProbe(children)
        place(in: CGRect(origin: .zero, size: size), children: probe)
        var found: TextBaselines?
        for (index, frame) in probe.frames.enumerated() {
            guard let frame, let own = children.textBaselines(index, in: frame.size) else { continue }
            let first = frame.minY + own.first, last = frame.minY + own.last
            found = TextBaselines(first: min(found?.first ?? first, first), last: max(found?.last ?? last, last))
        }
        return found
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

/// The children a layout sees during one call of its engine: it records which it placed, so
/// the rest go at the centre; mirrors what it places within the container's bounds for
/// right-to-left; and once the call is over, refuses to be used — a `LayoutSubviews` kept
/// past its call (in a cache, say) would reach widgets that may be gone.
@MainActor
private final class EngineChildren: LayoutChildren {
    let base: any LayoutChildren
    /// The container's bounds, to mirror within; nil for left-to-right.
    let mirroring: CGRect?
    private var placed: [Bool]
    private var isOver = false
    /// The container size the layout has read, in this call or an earlier one.
    private(set) var containerSizeRead: CGSize??

    /// `containerSize` is what the layout read of the container's size in an earlier call, to
    /// answer with again; nil to read it now.
    init(_ base: any LayoutChildren, within mirroring: CGRect?, containerSize: CGSize??) {
        self.base = base
        self.mirroring = mirroring
        containerSizeRead = containerSize
        placed = Array(repeating: false, count: base.count)
    }

    func end() {
        isOver = true
    }

    var count: Int { base.count }
    var layoutDirection: LayoutDirection { base.layoutDirection }

    var originInWindow: CGPoint {
        checkInCall()
        return base.originInWindow
    }

    var containerSize: CGSize? {
        checkInCall()
        if let read = containerSizeRead { return read }
        let size = base.containerSize
        containerSizeRead = .some(size)
        return size
    }

    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        checkInCall()
        return base.sizeThatFits(index, proposal)
    }

    func textBaselines(_ index: Int, in size: CGSize) -> TextBaselines? {
        checkInCall()
        return base.textBaselines(index, in: size)
    }

    func traits(of index: Int) -> LayoutChildTraits {
        checkInCall()
        return base.traits(of: index)
    }

    func place(_ index: Int, in frame: CGRect) {
        checkInCall()
        placed[index] = true
        var frame = frame
        if let bounds = mirroring { frame.origin.x = bounds.minX + bounds.maxX - frame.maxX }
        base.place(index, in: frame)
    }

    func hide(_ index: Int) {
        checkInCall()
        base.hide(index)
    }

    /// Hides each child the layout did not place.
    func hideTheRest() {
        for index in placed.indices where !placed[index] { base.hide(index) }
    }

    /// Places each child the layout did not at the centre of `bounds`, at its ideal size.
    func placeTheRest(centredIn bounds: CGRect) {
        for index in placed.indices where !placed[index] {
            let size = base.sizeThatFits(index, .unspecified)
            let width = size.width.isFinite ? size.width : 0, height = size.height.isFinite ? size.height : 0
            base.place(index, in: CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height))
        }
    }

    private func checkInCall() {
        precondition(!isOver, "a LayoutSubviews was used after the layout call that gave it: keep sizes in a layout's cache, not subviews")
    }
}

/// Children that note where a layout would place them rather than placing them: how an
/// engine finds its text's baselines (`LayoutEngine.textBaselines`).
@MainActor
private final class PlacementProbe: LayoutChildren {
    let base: any LayoutChildren
    /// Each child's frame, if the layout placed it.
    private(set) var frames: [CGRect?]

    init(_ base: any LayoutChildren) {
        self.base = base
        frames = Array(repeating: nil, count: base.count)
    }

    var count: Int { base.count }
    var layoutDirection: LayoutDirection { base.layoutDirection }
    var originInWindow: CGPoint { base.originInWindow }
    var containerSize: CGSize? { base.containerSize }
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(index, proposal) }
    func textBaselines(_ index: Int, in size: CGSize) -> TextBaselines? { base.textBaselines(index, in: size) }
    func traits(of index: Int) -> LayoutChildTraits { base.traits(of: index) }
    func place(_ index: Int, in frame: CGRect) { frames[index] = frame }
    func hide(_ index: Int) { frames[index] = nil }
}
