import Foundation

/// `aspectRatio(_:contentMode:)` with a ratio: the child is offered the largest size of that
/// ratio inside the proposal (`.fit`) or the smallest covering it (`.fill`) — along an axis
/// proposed nothing, the length the ratio gives from the other — and placed at the centre.
struct _AspectRatioFrameLayout: ModifierLayout, LayoutExpansion, Equatable {
    /// Width over height.
    let ratio: CGFloat
    let contentMode: ContentMode

    var expansion: Axis.Set { [] }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.largestSize(for: offered(proposal))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: offered(proposal))
        }
    }

    private func offered(_ proposal: ProposedViewSize) -> ProposedViewSize {
        guard ratio > 0, ratio.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (let width?, let height?) where contentMode == .fill && (width == 0 || height == 0):
            // Asked for its least size (GTK's minimum), a filling view can be cut to nothing.
            return proposal
        case (let width?, let height?) where width.isFinite && height.isFinite:
            // The ratio's size at the proposal's height, unless that is wider than it (fit)
            // or narrower (fill): then at its width.
            let byHeight = contentMode == .fit ? height * ratio <= width : height * ratio >= width
            return byHeight ? ProposedViewSize(width: height * ratio, height: height) : ProposedViewSize(width: width, height: width / ratio)
        case (let width?, _) where width.isFinite:
            return ProposedViewSize(width: width, height: width / ratio)
        case (_, let height?) where height.isFinite:
            return ProposedViewSize(width: height * ratio, height: height)
        default:
            return proposal
        }
    }
}
