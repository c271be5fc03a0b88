import Foundation

/// `HStack`'s arrangement as a `Layout`, for `AnyLayout` and for containers of the app's own:
/// SwiftUI's rules, offering each view its share of the room by priority and, within one
/// priority, least flexible first.
///
/// ```swift
/// HStackLayout(alignment: .top, spacing: 12) { Text("Name"); Text(name) }
/// ```
public struct HStackLayout: Layout {
    /// Which guide of each view lines up with the others'.
    public var alignment: VerticalAlignment
    /// The room between views; nil for what each asks (`ViewSpacing`).
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(in: bounds, proposal, subviews)
    }

    private var stack: StackArrangement {
        StackArrangement(axis: .horizontal, spacing: spacing, guide: AxisGuide(alignment))
    }
}

/// `VStack`'s arrangement as a `Layout`: SwiftUI's rules, as `HStackLayout`'s turned on end.
///
/// ```swift
/// VStackLayout(alignment: .leading) { Text("Title"); Text("Subtitle") }
/// ```
public struct VStackLayout: Layout {
    /// Which guide of each view lines up with the others'.
    public var alignment: HorizontalAlignment
    /// The room between views; nil for what each asks (`ViewSpacing`).
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(in: bounds, proposal, subviews)
    }

    private var stack: StackArrangement {
        StackArrangement(axis: .vertical, spacing: spacing, guide: AxisGuide(alignment))
    }
}

/// `ZStack`'s arrangement as a `Layout`: every view offered the whole proposal, aligned on one
/// point, the container as large as the largest.
///
/// ```swift
/// ZStackLayout(alignment: .bottomTrailing) { Photo(); Badge() }
/// ```
public struct ZStackLayout: Layout {
    /// The point of each view that lines up with the others'.
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        return CGSize(
            width: AxisGuide(alignment.horizontal).extent(of: dimensions, along: .horizontal),
            height: AxisGuide(alignment.vertical).extent(of: dimensions, along: .vertical))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        let horizontal = AxisGuide(alignment.horizontal), vertical = AxisGuide(alignment.vertical)
        let xs = horizontal.offsets(of: dimensions, along: .horizontal, in: bounds.width)
        let ys = vertical.offsets(of: dimensions, along: .vertical, in: bounds.height)
        for (index, subview) in zip(subviews.indices, subviews) {
            let offset = index - subviews.startIndex
            subview.place(at: CGPoint(x: bounds.minX + xs[offset], y: bounds.minY + ys[offset]), proposal: proposal)
        }
    }
}

/// An alignment along one axis: where its guide lies in each view, and where in a larger
/// space the aligned views go (as the guide's default value lies in a view of length one:
/// 0 leading, ½ centre, 1 trailing).
struct AxisGuide {
    let value: (ViewDimensions) -> CGFloat
    let fraction: CGFloat

    init(_ alignment: HorizontalAlignment) {
        value = { $0[alignment] }
        fraction = Self.fraction(alignment.key.id.defaultValue(in: ViewDimensions(width: 1, height: 1)))
    }

    init(_ alignment: VerticalAlignment) {
        value = { $0[alignment] }
        fraction = Self.fraction(alignment.key.id.defaultValue(in: ViewDimensions(width: 1, height: 1)))
    }

    private static func fraction(_ value: CGFloat) -> CGFloat {
        value.isFinite ? min(1, max(0, value)) : 0.5
    }

    /// The length views of `dimensions` take along `axis`, their guides lined up.
    func extent(of dimensions: [ViewDimensions], along axis: Axis) -> CGFloat {
        guard !dimensions.isEmpty else { return 0 }
        let before = dimensions.map(value).max()!
        let after = dimensions.map { length(of: $0, along: axis) - value($0) }.max()!
        return before + after
    }

    /// Where each view starts along `axis` in a space `space` long, their guides lined up
    /// and the group placed in the space by `fraction`.
    func offsets(of dimensions: [ViewDimensions], along axis: Axis, in space: CGFloat) -> [CGFloat] {
        guard !dimensions.isEmpty else { return [] }
        let line = dimensions.map(value).max()! + (space - extent(of: dimensions, along: axis)) * fraction
        return dimensions.map { line - value($0) }
    }

    private func length(of dimensions: ViewDimensions, along axis: Axis) -> CGFloat {
        axis == .horizontal ? dimensions.width : dimensions.height
    }
}

/// SwiftUI's stack along one axis: its views share the length offered (`shareLength`).
struct StackArrangement {
    let axis: Axis
    let spacing: CGFloat?
    let guide: AxisGuide

    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let (_, dimensions) = arrange(proposal, subviews)
        var size = CGSize.zero
        size[axis] = dimensions.reduce(0) { $0 + length($1, along: axis) } + gaps(subviews).reduce(0, +)
        size[axis.other] = guide.extent(of: dimensions, along: axis.other)
        return size
    }

    @MainActor func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let (proposals, dimensions) = arrange(proposal, subviews)
        let gaps = gaps(subviews)
        let offsets = guide.offsets(of: dimensions, along: axis.other, in: bounds.size[axis.other])
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for offset in dimensions.indices {
            var point = CGPoint.zero
            if axis == .horizontal {
                point = CGPoint(x: position, y: bounds.minY + offsets[offset])
            } else {
                point = CGPoint(x: bounds.minX + offsets[offset], y: position)
            }
            subviews[subviews.startIndex + offset].place(at: point, proposal: proposals[offset])
            position += length(dimensions[offset], along: axis) + (offset < gaps.count ? gaps[offset] : 0)
        }
    }

    /// The room left between each view and the next.
    @MainActor private func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (subviews.startIndex..<subviews.endIndex - 1).map { index in
            spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
        }
    }

    /// What each view is offered, and the dimensions it takes.
    @MainActor private func arrange(
        _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> (proposals: [ProposedViewSize], dimensions: [ViewDimensions]) {
        var proposals = [ProposedViewSize](repeating: proposal, count: subviews.count)
        for offset in proposals.indices { proposals[offset][axis] = nil }
        guard let offered = proposal[axis] else {
            return (proposals, zip(subviews, proposals).map { $0.dimensions(in: $1) })
        }
        let available = max(0, offered - gaps(subviews).reduce(0, +))
        var least = [CGFloat](), flexibility = [CGFloat]()
        for (subview, each) in zip(subviews, proposals) {
            var smallest = each, largest = each
            smallest[axis] = 0
            largest[axis] = .infinity
            let low = subview.sizeThatFits(smallest)[axis]
            least.append(low)
            flexibility.append(subview.sizeThatFits(largest)[axis] - low)
        }
        var dimensions = [ViewDimensions](repeating: ViewDimensions(width: 0, height: 0), count: subviews.count)
        shareLength(available, least: least, flexibility: flexibility, priorities: subviews.map(\.priority)) { offset, share in
            proposals[offset][axis] = share
            dimensions[offset] = subviews[subviews.startIndex + offset].dimensions(in: proposals[offset])
            return length(dimensions[offset], along: axis)
        }
        return (proposals, dimensions)
    }

    private func length(_ dimensions: ViewDimensions, along axis: Axis) -> CGFloat {
        axis == .horizontal ? dimensions.width : dimensions.height
    }
}

/// The stacks take what their views take: they expand where a view inside does.
extension HStackLayout: LayoutExpansion { var expansion: Axis.Set { [] } }
extension VStackLayout: LayoutExpansion { var expansion: Axis.Set { [] } }
extension ZStackLayout: LayoutExpansion { var expansion: Axis.Set { [] } }

/// SwiftUI's rule for sharing `offered` among items in a line (a stack's views, a grid's
/// columns or rows): each is set its least length first; then, by priority (highest first)
/// and within one priority least flexible first, each is offered an equal share of what is
/// left — `take(index, share)` offers it and returns the length taken — and leaves the rest
/// to the next.
///
/// ```swift
/// shareLength(100, least: [0, 30], flexibility: [.infinity, 0], priorities: [0, 0]) { i, share in
///     i == 0 ? share : 30
/// }   // offers 30 to the second item, then 70 to the first
/// ```
@MainActor func shareLength(
    _ offered: CGFloat, least: [CGFloat], flexibility: [CGFloat], priorities: [Double], take: (Int, CGFloat) -> CGFloat
) {
    precondition(least.count == flexibility.count && least.count == priorities.count, "one least length, flexibility and priority per item")
    var remaining = offered - least.reduce(0, +)
    // Highest priority first; within one, least flexible first; then in order.
    let order = least.indices.sorted {
        if priorities[$0] != priorities[$1] { return priorities[$0] > priorities[$1] }
        if flexibility[$0] != flexibility[$1] { return flexibility[$0] < flexibility[$1] }
        return $0 < $1
    }
    var start = 0
    while start < order.count {
        var end = start
        while end < order.count && priorities[order[end]] == priorities[order[start]] { end += 1 }
        remaining += order[start..<end].reduce(0) { $0 + least[$1] }
        for (position, index) in order[start..<end].enumerated() {
            remaining -= take(index, max(0, remaining / CGFloat(end - start - position)))
        }
        start = end
    }
}
