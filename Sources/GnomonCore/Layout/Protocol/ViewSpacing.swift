import Foundation

/// The room a view asks for beside each of its edges; between two views, a stack without a
/// spacing of its own leaves the larger of what the two ask for.
///
/// Every view asks for GNOME's 6 pixels, the room Gnomon's stacks leave by default.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)   // 6
/// ```
public struct ViewSpacing: Hashable, Sendable {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// GNOME's 6 pixels on every side.
    public init() {
        self.init(all: defaultStackSpacing)
    }

    private init(all length: CGFloat) {
        top = length
        leading = length
        bottom = length
        trailing = length
    }

    /// No room asked for on any side.
    public static let zero = ViewSpacing(all: 0)

    /// The room to leave between this view and `next`, after it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }

    /// Asks, on each side in `edges`, for the larger of this room and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This room and `other`'s, the larger on each side in `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var spacing = self
        spacing.formUnion(other, edges: edges)
        return spacing
    }
}
