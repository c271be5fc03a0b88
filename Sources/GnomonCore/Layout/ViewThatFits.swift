import Foundation

/// Shows the first of its views whose ideal size fits the room it is offered, along `axes`;
/// the last if none does. The others are hidden, keeping their state.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Image(systemName: "trash"); Text("Move to Trash") }
///     Image(systemName: "trash")
/// }
/// ```
///
/// It asks GTK for the smallest of its views as its minimum and the first as its natural
/// size, so a window can shrink it down to its last view.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: some View {
        _ViewThatFitsLayout(axes: axes) { content }
    }
}

/// A layout that shows one of its children and hides the rest.
@MainActor
protocol ChoosingLayout {}

/// `ViewThatFits`' layout: the first child whose ideal size fits the proposal along `axes`.
public struct _ViewThatFitsLayout: Layout, ChoosingLayout, LayoutExpansion {
    let axes: Axis.Set

    var expansion: Axis.Set { [] }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let chosen = choice(for: proposal, in: subviews) else { return .zero }
        return subviews[chosen].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let chosen = choice(for: proposal, in: subviews) else { return }
        subviews[chosen].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }

    /// The index of the first subview whose ideal size along the axes asked fits `proposal`
    /// (an axis with no proposal fits any size), offered the proposal along the others (a
    /// wrapping text measured for its width); the last if none fits.
    private func choice(for proposal: ProposedViewSize, in subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        let offer = ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height)
        return subviews.indices.first { index in
            let ideal = subviews[index].sizeThatFits(offer)
            return fits(ideal.width, proposal.width, axis: .horizontal) && fits(ideal.height, proposal.height, axis: .vertical)
        } ?? subviews.indices.last
    }

    private func fits(_ length: CGFloat, _ offer: CGFloat?, axis: Axis.Set) -> Bool {
        guard axes.contains(axis), let offer else { return true }
        return length <= offer + 0.001
    }
}
