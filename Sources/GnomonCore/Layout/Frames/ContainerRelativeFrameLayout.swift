import Foundation

extension View {
    /// Sizes the view along `axes` to its container: the visible area of the nearest scroll
    /// view around it, else the window's content. Along other axes it takes what it is offered.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { ForEach(photos) { PhotoView($0).containerRelativeFrame(.horizontal) } }
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        _ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: .share(count: 1, span: 1, spacing: 0)) { self }
    }

    /// Sizes the view along `axes` to `span` of `count` equal parts of its container, `spacing`
    /// between parts: as wide as `span` columns of a grid across the container.
    ///
    /// ```swift
    /// Card().containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)   // two thirds
    /// ```
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        if count < 1 || span < 1 || span > count {
            WarnOnce.check("containerRelativeFrame count \(count) span \(span)", isProblem: { true },
                "containerRelativeFrame(count: \(count), span: \(span)): the count must be at least 1 and the span from 1 to the count; using the whole container")
        }
        let valid = count >= 1 && span >= 1 && span <= count
        let length = ContainerRelativeLength.share(count: valid ? count : 1, span: valid ? span : 1, spacing: spacing)
        return _ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length) { self }
    }

    /// Sizes the view along `axes` to what `length` makes of its container's length along
    /// each axis.
    ///
    /// ```swift
    /// Banner().containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
    /// ```
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        _ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: .computed(length)) { self }
    }
}

/// How a container-relative frame's length follows from the container's.
enum ContainerRelativeLength {
    /// `span` of `count` equal parts, `spacing` between parts.
    case share(count: Int, span: Int, spacing: CGFloat)
    /// What the app's closure makes of the container's length.
    case computed((CGFloat, Axis) -> CGFloat)

    func length(for container: CGFloat, along axis: Axis) -> CGFloat {
        switch self {
        case .share(let count, let span, let spacing):
            let part = (container - spacing * CGFloat(count - 1)) / CGFloat(count)
            return max(0, part * CGFloat(span) + spacing * CGFloat(span - 1))
        case .computed(let length):
            return max(0, length(container, axis))
        }
    }
}

/// `containerRelativeFrame`: a frame whose length along its axes follows the container's
/// (`LayoutSubviews.containerSize`), its content offered that length and placed in it by the
/// alignment. Before the container has a size, the frame takes what it is offered there.
///
/// A host that keeps measurements (GTK) measures it again when the container's size changes
/// (`LayoutEngine.place`'s answer).
struct _ContainerRelativeFrameLayout: ModifierLayout, LayoutExpansion {
    let axes: Axis.Set
    let alignment: Alignment
    let length: ContainerRelativeLength

    var expansion: Axis.Set { [] }
    /// Its length along its axes is the container's to say, not the room around it.
    var rigidity: Axis.Set { axes }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let offered = childProposal(proposal, container: subviews.containerSize)
        var size = subviews.largestSize(for: offered)
        for axis in Axis.allCases where axes.contains(Axis.Set(axis)) {
            if let length = offered[axis] { size[axis] = length }
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.place(in: bounds, aligned: alignment, proposal: childProposal(ProposedViewSize(bounds.size), container: subviews.containerSize))
    }

    /// The proposal with the container's length, as the frame makes it, along the frame's
    /// axes — except where no room is proposed (GTK's question for a minimum): there the frame
    /// asks for none, so a window whose content follows can still be made smaller.
    private func childProposal(_ proposal: ProposedViewSize, container: CGSize?) -> ProposedViewSize {
        var offered = proposal
        guard let container else { return offered }
        for axis in Axis.allCases where axes.contains(Axis.Set(axis)) && proposal[axis] != 0 {
            offered[axis] = length.length(for: container[axis], along: axis)
        }
        return offered
    }
}
