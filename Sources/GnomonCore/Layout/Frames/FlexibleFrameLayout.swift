import Foundation

/// A flexible frame GTK's properties cannot say — a finite maximum, or an ideal size — as a
/// one-child `Layout`, with SwiftUI's rules: the child is offered the proposal (an ideal
/// length where none is proposed) clamped to the bounds, and the frame's length along an axis
/// is the child's without bounds, the proposal clamped with both, and otherwise what objc.io
/// measured SwiftUI to do: with a minimum, `max(min, min(child, proposal))`; with a maximum,
/// `min(max, max(child, proposal))`. The child is placed in the frame by the alignment.
///
/// ```swift
/// Text("Title").frame(maxWidth: 300)   // up to 300 wide, the text centred in it
/// ```
struct _FlexibleFrameLayout: ModifierLayout, LayoutExpansion, Equatable {
    let minimum: (width: CGFloat?, height: CGFloat?)
    let ideal: (width: CGFloat?, height: CGFloat?)
    let maximum: (width: CGFloat?, height: CGFloat?)
    let alignment: Alignment

    /// A frame bounded above grows up to its bound: in a GTK box it expands, and the layout
    /// keeps it within the bound. One bounded to a single length is rigid there.
    var expansion: Axis.Set {
        var axes: Axis.Set = []
        if let maximum = maximum.width, maximum != minimum.width { axes.insert(.horizontal) }
        if let maximum = maximum.height, maximum != minimum.height { axes.insert(.vertical) }
        return axes
    }

    var rigidity: Axis.Set {
        var axes: Axis.Set = []
        if maximum.width != nil, maximum.width == minimum.width { axes.insert(.horizontal) }
        if maximum.height != nil, maximum.height == minimum.height { axes.insert(.vertical) }
        return axes
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = childSize(for: proposal, subviews)
        return CGSize(width: length(.horizontal, proposal, child: child.width), height: length(.vertical, proposal, child: child.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.place(in: bounds, aligned: alignment, proposal: childProposal(ProposedViewSize(bounds.size)))
    }

    /// What the child is offered: the proposal, an ideal length where none is proposed,
    /// clamped to the bounds.
    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var offered = proposal
        for axis in Axis.allCases {
            let bounds = self.bounds(axis)
            guard var length = offered[axis] ?? bounds.ideal else { continue }
            if let minimum = bounds.minimum { length = max(length, minimum) }
            if let maximum = bounds.maximum { length = min(length, maximum) }
            offered[axis] = length
        }
        return offered
    }

    private func childSize(for proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
        let offered = childProposal(proposal)
        return subviews.largestSize(for: offered)
    }

    private func length(_ axis: Axis, _ proposal: ProposedViewSize, child: CGFloat) -> CGFloat {
        let bounds = self.bounds(axis)
        let proposed = proposal[axis] ?? bounds.ideal
        switch (bounds.minimum, bounds.maximum) {
        case (nil, nil):
            return child
        case (let minimum?, let maximum?):
            return min(max(proposed ?? child, minimum), max(minimum, maximum))
        case (let minimum?, nil):
            return max(minimum, min(child, proposed ?? child))
        case (nil, let maximum?):
            return min(maximum, max(child, proposed ?? child))
        }
    }

    private func bounds(_ axis: Axis) -> (minimum: CGFloat?, ideal: CGFloat?, maximum: CGFloat?) {
        axis == .horizontal ? (minimum.width, ideal.width, maximum.width) : (minimum.height, ideal.height, maximum.height)
    }

    nonisolated static func == (lhs: _FlexibleFrameLayout, rhs: _FlexibleFrameLayout) -> Bool {
        lhs.minimum == rhs.minimum && lhs.ideal == rhs.ideal && lhs.maximum == rhs.maximum && lhs.alignment == rhs.alignment
    }
}

/// `fixedSize(horizontal:vertical:)`: the child offered no length along the fixed axes, so it
/// takes its ideal size there, whatever room there is.
struct _FixedSizeLayout: ModifierLayout, LayoutExpansion, Equatable {
    let horizontal: Bool
    let vertical: Bool

    var expansion: Axis.Set { [] }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.largestSize(for: offered(proposal))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: offered(ProposedViewSize(bounds.size)))
        }
    }

    private func offered(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}

/// `offset(x:y:)`: the child laid out where it would be, then drawn moved; nothing around it
/// moves.
struct _OffsetLayout: ModifierLayout, LayoutExpansion, Equatable {
    let offset: CGSize

    var expansion: Axis.Set { [] }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.largestSize(for: proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// `position(x:y:)`: takes all the room offered and puts the child's centre at the point.
struct _PositionLayout: ModifierLayout, LayoutExpansion, Equatable {
    let position: CGPoint

    var expansion: Axis.Set { [.horizontal, .vertical] }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center, proposal: ProposedViewSize(bounds.size))
        }
    }
}

extension LayoutSubviews {
    /// Places each view in `bounds` by `alignment`, at the size it takes for `proposal`: a
    /// frame's content.
    @MainActor func place(in bounds: CGRect, aligned alignment: Alignment, proposal: ProposedViewSize) {
        let dimensions = map { $0.dimensions(in: proposal) }
        let xs = AxisGuide(alignment.horizontal).offsets(of: dimensions, along: .horizontal, in: bounds.width)
        let ys = AxisGuide(alignment.vertical).offsets(of: dimensions, along: .vertical, in: bounds.height)
        for (offset, subview) in enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + xs[offset], y: bounds.minY + ys[offset]), proposal: proposal)
        }
    }
}
