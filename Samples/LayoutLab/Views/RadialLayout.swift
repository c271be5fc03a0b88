import Foundation
import Gnomon

/// Views on a circle, the first at the top and the rest clockwise, each centred on its point:
/// the radial layout of WWDC22's "Compose custom layouts with SwiftUI".
public struct RadialLayout: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let largest = sizes.map { max($0.width, $0.height) }.max() ?? 0
        let radius = max(0, min(bounds.width, bounds.height) / 2 - largest / 2)
        for (index, subview) in subviews.enumerated() {
            let angle = 2 * Double.pi * Double(index) / Double(subviews.count) - Double.pi / 2
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: ProposedViewSize(sizes[index]))
        }
    }
}
