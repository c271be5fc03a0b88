import Foundation

/// A subview's layout options checked before GTK's solver sees them: each constraint is a
/// requirement unless its option asks more than the subview has to give. A widget has four
/// unknowns (where it starts and how long it is, along each axis): an attribute may be set
/// once, an axis at most twice, and all of them, with ratios between the axes, four times.
/// Past that, the option's constraints are only strong wishes, and the plan says so.
///
/// ```swift
/// let plan = ConstraintPlan([.pinHorizontally, .width(100)], for: "GtkLabel")
/// plan.conflicts   // ["GtkLabel: width(100.0) asks more than the subview has: …"]
/// ```
public struct ConstraintPlan: Sendable {
    /// Each constraint, and whether it is required.
    public private(set) var constraints: [(constraint: LayoutConstraint, isRequired: Bool)] = []
    /// A message for each option taken as a wish only, naming the widget and the options.
    public private(set) var conflicts: [String] = []

    /// The plan for `options` on the subview `widget` names (asked only for a message).
    public init(_ options: ViewLayoutOption, for widget: @autoclosure () -> String) {
        var attributes: UInt8 = 0  // a bit for each attribute set
        var horizontal = 0, vertical = 0, total = 0
        var accepted: [Int] = []
        for (index, part) in options.parts.enumerated() {
            var (h, v, t, seen) = (horizontal, vertical, total, attributes)
            var fits = true
            for constraint in part.constraints {
                if !constraint.isCrossAxis {
                    let bit = UInt8(1) << constraint.attribute.bit
                    fits = fits && seen & bit == 0
                    seen |= bit
                    if constraint.attribute.axis == .horizontal { h += 1 } else { v += 1 }
                }
                t += 1
            }
            fits = fits && h <= 2 && v <= 2 && t <= 4
            if fits {
                (horizontal, vertical, total, attributes) = (h, v, t, seen)
                accepted.append(index)
            } else {
                let before = accepted.map { options.parts[$0].name.description }.joined(separator: ", ")
                conflicts.append("\(widget()): \(part.name) asks more than the subview has to give after \(before); it is kept as a wish, not a requirement")
            }
            constraints += part.constraints.map { ($0, fits) }
        }
    }
}
