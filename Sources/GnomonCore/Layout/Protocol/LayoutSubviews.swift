import Foundation

/// The children of a layout container as its host sees them: measured, and placed, by index.
///
/// `GtkHost` answers with GTK's measurements of the child widgets (`gtk_widget_measure`) and
/// allocates them; the test host answers with its model of the same widgets.
@MainActor
package protocol LayoutChildren: AnyObject {
    var count: Int { get }
    /// The direction leading runs in; a layout places in left-to-right terms and the engine
    /// mirrors what it places for right-to-left.
    var layoutDirection: LayoutDirection { get }
    /// Where the container's top-leading corner is in the window's content.
    var originInWindow: CGPoint { get }
    /// The size of what views are sized relative to (`containerRelativeFrame`): the visible
    /// area of the nearest scroll view around the container, else the window's content; nil
    /// while that has no size yet.
    var containerSize: CGSize? { get }
    /// The size child `index` takes for `proposal`.
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize
    /// Where the baselines of child `index`'s first and last lines of text lie from its top
    /// when it is `size`; nil if it has no text.
    func textBaselines(_ index: Int, in size: CGSize) -> TextBaselines?
    /// What the modifiers on child `index` tell its layout (`layoutPriority`, `layoutValue`).
    func traits(of index: Int) -> LayoutChildTraits
    /// Gives child `index` its frame, in the container's coordinates, and shows it.
    func place(_ index: Int, in frame: CGRect)
    /// Hides child `index` until it is placed again (`ViewThatFits`'s other views).
    func hide(_ index: Int)
}

/// One view a `Layout` arranges: it measures, reads its layout values and is placed through
/// this proxy.
///
/// ```swift
/// for subview in subviews {
///     let size = subview.sizeThatFits(.unspecified)
///     subview.place(at: point, proposal: ProposedViewSize(size))
/// }
/// ```
public struct LayoutSubview: Equatable {
    let children: any LayoutChildren
    let index: Int

    /// The size the view takes when offered `proposal`.
    @MainActor
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        children.sizeThatFits(index, proposal)
    }

    /// The view's size for `proposal`, with its alignment guides.
    @MainActor
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        let traits = children.traits(of: index)
        let baselines = BaselineSource(children, index, size: size)
        let implicit = ViewDimensions(width: size.width, height: size.height, baselineSource: baselines)
        guard !traits.guides.isEmpty else { return implicit }
        return ViewDimensions(
            width: size.width, height: size.height, explicitGuides: traits.explicitGuides(in: implicit), baselineSource: baselines)
    }

    /// The priority `layoutPriority` gives the view; 0 by default.
    @MainActor
    public var priority: Double { children.traits(of: index).priority }

    /// The room the view asks for beside its edges.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value the view has for `key` (`layoutValue(key:value:)`), or the key's default.
    @MainActor
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        children.traits(of: index).value(for: key)
    }

    /// Places the view with its `anchor` point at `position`, at the size it takes for
    /// `proposal`. A view a layout does not place is put at the container's centre, at its
    /// ideal size.
    @MainActor
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        var size = sizeThatFits(proposal)
        if !size.width.isFinite || !size.height.isFinite {
            let ideal = sizeThatFits(.unspecified)
            if !size.width.isFinite { size.width = ideal.width }
            if !size.height.isFinite { size.height = ideal.height }
        }
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        children.place(index, in: CGRect(origin: origin, size: size))
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.children === rhs.children && lhs.index == rhs.index
    }
}

/// The views a `Layout` arranges, in the order of its content.
///
/// ```swift
/// let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
/// ```
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Index = Int

    let children: any LayoutChildren
    public let startIndex: Int
    public let endIndex: Int

    @MainActor init(_ children: any LayoutChildren) {
        self.init(children, range: 0..<children.count)
    }

    private init(_ children: any LayoutChildren, range: Range<Int>) {
        self.children = children
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    /// The direction leading runs in.
    @MainActor
    public var layoutDirection: LayoutDirection { children.layoutDirection }

    /// The size of what the views are sized relative to (`containerRelativeFrame`).
    @MainActor var containerSize: CGSize? { children.containerSize }

    public subscript(index: Int) -> LayoutSubview {
        precondition(indices.contains(index), "subview \(index) is outside \(startIndex)..<\(endIndex)")
        return LayoutSubview(children: children, index: index)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "\(bounds) is outside \(startIndex)..<\(endIndex)")
        return LayoutSubviews(children, range: bounds)
    }

    /// The smallest size holding every subview at the size it takes for `proposal`: what a
    /// one-child layout takes, its content measured as one.
    @MainActor func largestSize(for proposal: ProposedViewSize) -> CGSize {
        reduce(CGSize.zero) { size, subview in
            let child = subview.sizeThatFits(proposal)
            return CGSize(width: Swift.max(size.width, child.width), height: Swift.max(size.height, child.height))
        }
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.children === rhs.children && lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
    }
}

extension ProposedViewSize {
    /// The length a widget measured as GTK measures takes along one axis when a layout offers
    /// it `offer`: offered none, its natural length; offered a length, all of it if the widget
    /// expands along that axis, else its natural length within the offer — never less than its
    /// minimum. Both hosts measure their children this way, and `ImageRenderer` sizes a view.
    ///
    /// ```swift
    /// ProposedViewSize.length(offered: 300, minimum: 20, natural: 80, expands: false)   // 80
    /// ```
    @inlinable
    package static func length(offered offer: CGFloat?, minimum: Int, natural: Int, expands: Bool) -> CGFloat {
        guard let offer else { return CGFloat(natural) }
        if expands { return max(offer, CGFloat(minimum)) }
        return max(CGFloat(minimum), min(CGFloat(natural), offer))
    }
}

/// A layout's length in whole pixels for a host, rounded by `rule`: never trapping on what a
/// layout of the app's own may return (infinity, NaN, `.greatestFiniteMagnitude`) — what is not
/// a number is 0, and lengths are kept within ±2³⁰.
///
/// ```swift
/// hostPixels(.infinity)   // 1_073_741_824
/// ```
/// Inlined where it is called: a host rounds every length it measures or places through it,
/// and the rounding rule is then known when compiled.
@inlinable @inline(__always)
package func hostPixels(_ value: CGFloat, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
    guard !value.isNaN else { return 0 }
    let limit = CGFloat(1 << 30)
    return Int(min(limit, max(-limit, value)).rounded(rule))
}
