import Foundation

/// Where a scroll ends: the rectangle of the content to show, and which of its points lines
/// up with the same point of the scroll view (nil: the top-leading corner).
///
/// ```swift
/// target.rect.origin.x = (target.rect.minX / 300).rounded() * 300
/// ```
public struct ScrollTarget: Hashable, Sendable {
    public var rect: CGRect
    public var anchor: UnitPoint?

    /// A target showing `rect`, its `anchor` point (nil: top-leading) where the scroll view's is.
    ///
    /// ```swift
    /// ScrollTarget(rect: CGRect(x: 600, y: 0, width: 300, height: 200))
    /// ```
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// Where a scroll view comes to rest once a person stops scrolling it: a behavior moves the
/// target the scroll would end at. Set one with `scrollTargetBehavior(_:)`.
///
/// ```swift
/// struct Thirds: ScrollTargetBehavior {
///     func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///         let third = context.containerSize.width / 3
///         target.rect.origin.x = (target.rect.minX / third).rounded() * third
///     }
/// }
/// ```
public protocol ScrollTargetBehavior {
    /// Moves `target`, where the scroll would end, to where it should.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)

    typealias TargetContext = ScrollTargetBehaviorContext
}

/// What a `ScrollTargetBehavior` knows of the scroll: where it would end, how fast it was
/// going, and the sizes of the content and of the scroll view.
///
/// ```swift
/// let pages = context.contentSize.width / context.containerSize.width
/// ```
public struct ScrollTargetBehaviorContext {
    /// Where the scroll would end, before any behavior moved it.
    public var originalTarget: ScrollTarget
    /// How fast the scroll was going as it ended, in points a second (0 for a wheel's steps).
    public var velocity: CGVector
    /// The size of the content.
    public var contentSize: CGSize
    /// The size of the scroll view: what it shows of the content.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls.
    public var axes: Axis.Set
    /// The frames, in the content, of the views of the `scrollTargetLayout()`.
    let targetFrames: [CGRect]
    /// Where the content was (the top-leading point shown) when the person began to scroll;
    /// nil if that is not known.
    let start: CGPoint?

    package init(
        originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize, containerSize: CGSize, axes: Axis.Set,
        targetFrames: [CGRect], start: CGPoint? = nil
    ) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
        self.targetFrames = targetFrames
        self.start = start
    }

    /// `target` moved along each scrolling axis to the one of `positions(axis, landing)`
    /// nearest where it would end (`landing`), each first kept within the content: the last
    /// page, or a view starting past the content's end, rests at the end.
    fileprivate func aligning(_ target: inout ScrollTarget, to positions: (Axis, CGFloat) -> [CGFloat]) {
        for axis in Axis.allCases where axes.contains(Axis.Set(axis)) {
            let end = max(0, contentSize[axis] - containerSize[axis])
            let landing = target.rect.origin[axis]
            let reachable = positions(axis, landing).map { min(end, max(0, $0)) }
            guard let nearest = reachable.min(by: { abs($0 - landing) < abs($1 - landing) }) else { continue }
            target.rect.origin[axis] = nearest
        }
    }
}

/// Comes to rest a whole scroll view's length along: a page at a time, the last page at the
/// content's end.
///
/// ```swift
/// ScrollView(.horizontal) { … }.scrollTargetBehavior(.paging)
/// ```
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// Paging; `.paging` says the same.
    ///
    /// ```swift
    /// .scrollTargetBehavior(PagingScrollTargetBehavior())
    /// ```
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        context.aligning(&target) { axis, landing in
            let page = context.containerSize[axis]
            guard page > 0 else { return [] }
            return [(landing / page).rounded(.down) * page, (landing / page).rounded(.up) * page]
        }
    }
}

/// Comes to rest with a view of the `scrollTargetLayout()` at the leading edge: the one
/// nearest where the scroll would end.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack { ForEach(cards) { CardView($0) } }.scrollTargetLayout()
/// }
/// .scrollTargetBehavior(.viewAligned)
/// ```
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one scroll (a wheel's notches, a touchpad's swipe and its glide, until
    /// the scroll view comes to rest) may pass: `always` and `alwaysByOne` one, `alwaysByFew`
    /// three, `never` any number. `automatic` limits only in a compact size class, as SwiftUI
    /// does, which a GNOME window is not: it does not limit.
    ///
    /// ```swift
    /// .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
    /// ```
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        /// How many views a scroll may pass; nil for no limit.
        let reach: Int?
        public static let automatic = LimitBehavior(name: "automatic", reach: nil)
        public static let always = LimitBehavior(name: "always", reach: 1)
        public static let never = LimitBehavior(name: "never", reach: nil)
        public static let alwaysByFew = LimitBehavior(name: "alwaysByFew", reach: 3)
        public static let alwaysByOne = LimitBehavior(name: "alwaysByOne", reach: 1)
    }

    public var limitBehavior: LimitBehavior

    /// Resting at views, as far as `limitBehavior` lets one scroll go.
    ///
    /// ```swift
    /// .scrollTargetBehavior(ViewAlignedScrollTargetBehavior(limitBehavior: .never))
    /// ```
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        context.aligning(&target) { axis, _ in
            let positions = context.targetFrames.map { axis == .horizontal ? $0.minX : $0.minY }
            // Within reach of the view the scroll started at.
            guard let reach = limitBehavior.reach, let start = context.start?[axis],
                  let from = positions.indices.min(by: { abs(positions[$0] - start) < abs(positions[$1] - start) })
            else { return positions }
            return Array(positions[max(0, from - reach)...min(positions.count - 1, from + reach)])
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Comes to rest a page at a time.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { Pages() }.scrollTargetBehavior(.paging)
    /// ```
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Comes to rest with a view of the `scrollTargetLayout()` at the leading edge.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { Cards().scrollTargetLayout() }.scrollTargetBehavior(.viewAligned)
    /// ```
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Comes to rest with a view at the leading edge, as far as `limitBehavior` lets it.
    ///
    /// ```swift
    /// .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
    /// ```
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// A scroll view's `ScrollTargetBehavior`, as its widget's `scroll-target-behavior` property:
/// equal to another of the same type with an equal value, so an update that keeps it touches
/// nothing.
///
/// ```swift
/// ScrollSnapping(.paging).description   // "PagingScrollTargetBehavior"
/// ```
public final class ScrollSnapping: Hashable, @unchecked Sendable, CustomStringConvertible {
    let behavior: any ScrollTargetBehavior

    package init(_ behavior: any ScrollTargetBehavior) {
        self.behavior = behavior
    }

    /// Where a scroll that would end at `landing` comes to rest.
    @MainActor package func target(for landing: ScrollTarget, context: ScrollTargetBehaviorContext) -> ScrollTarget {
        var target = landing
        behavior.updateTarget(&target, context: context)
        return target
    }

    public var description: String { _typeName(type(of: behavior), qualified: false) }

    public static func == (lhs: ScrollSnapping, rhs: ScrollSnapping) -> Bool {
        lhs === rhs || (type(of: lhs.behavior) == type(of: rhs.behavior) && lhs.behavior.isEqual(to: rhs.behavior))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: behavior)))
    }
}

extension ScrollTargetBehavior {
    /// Whether `other`, of the same type, has the same value.
    fileprivate func isEqual(to other: any ScrollTargetBehavior) -> Bool {
        guard let other = other as? Self else { return false }
        return ViewEquality.areEqual(self, other)
    }
}

extension EnvironmentValues {
    /// The behavior of the scroll views inside (`scrollTargetBehavior(_:)`); nil: free.
    var scrollTargetBehavior: ScrollSnapping? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

private struct ScrollTargetBehaviorKey: EnvironmentKey {
    static var defaultValue: ScrollSnapping? { nil }
}

extension View {
    /// Sets where the scroll views inside come to rest once a person stops scrolling: a page
    /// at a time (`.paging`), at a view of their `scrollTargetLayout()` (`.viewAligned`), or
    /// where a behavior of the app's own says.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { Pages() }.scrollTargetBehavior(.paging)
    /// ```
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        environment(\.scrollTargetBehavior, ScrollSnapping(behavior))
    }

    /// Makes this layout's views the places a `.viewAligned` scroll view comes to rest at.
    ///
    /// ```swift
    /// LazyHStack { ForEach(cards) { CardView($0) } }.scrollTargetLayout()
    /// ```
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

/// `scrollTargetLayout(isEnabled:)`: an attribute of the content's widgets; the innermost wins.
public struct _ScrollTargetLayoutModifier: ViewModifier, Equatable {
    let isEnabled: Bool
    public typealias Body = Never
}

extension _ScrollTargetLayoutModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        if layout.scrollTargets == nil { layout.scrollTargets = isEnabled }
    }
}
