import Foundation

/// `Grid`'s arrangement as a `Layout`, for `AnyLayout`: each `GridRow`'s views are cells from
/// the first column on, any other view a row of its own across every column; columns are as
/// wide as their widest cell and rows as tall as their tallest, sharing the room offered as a
/// stack's views do. Switching to or from it keeps the views and their state.
///
/// ```swift
/// let layout = isWide ? AnyLayout(GridLayout(alignment: .leading)) : AnyLayout(VStackLayout())
/// layout {
///     GridRow { Text("Name"); TextField("Name", text: $name) }
///     GridRow { Text("Mail"); TextField("Mail", text: $mail) }
/// }
/// ```
///
/// Outside a grid, a `GridRow`'s views join the layout's own, so the `VStackLayout` above
/// stacks all four.
public struct GridLayout: Layout {
    /// Where each view goes in its cell; a `GridRow`'s own vertical alignment wins.
    public var alignment: Alignment
    /// The room between columns; nil for GNOME's 6 pixels.
    public var horizontalSpacing: CGFloat?
    /// The room between rows; nil for GNOME's 6 pixels.
    public var verticalSpacing: CGFloat?

    /// A grid placing each view in its cell by `alignment`, with room between its columns and
    /// rows.
    ///
    /// ```swift
    /// AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 12)) { rows }
    /// ```
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        GridArrangement(self, subviews, proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        GridArrangement(self, subviews, proposal).place(in: bounds)
    }
}

/// The grid takes what its cells take: it expands where a cell does.
extension GridLayout: LayoutExpansion { var expansion: Axis.Set { [] } }

/// One grid laid out for one proposal: its rows of cells, and the columns' widths and rows'
/// heights that share the room.
@MainActor
private struct GridArrangement {
    struct Cell {
        let subview: LayoutSubview
        let column: Int
        let span: Int
    }

    /// A row as the content gives it: a `GridRow`'s cells, or one other view.
    struct SourceRow {
        let isGridRow: Bool
        let alignment: VerticalAlignment?
        var subviews: [LayoutSubview]
    }

    let alignment: Alignment
    let columnGap: CGFloat
    let rowGap: CGFloat
    private(set) var rows: [[Cell]] = []
    private(set) var rowAlignments: [VerticalAlignment] = []
    private(set) var widths: [CGFloat] = []
    private(set) var heights: [CGFloat] = []

    init(_ layout: GridLayout, _ subviews: LayoutSubviews, _ proposal: ProposedViewSize) {
        alignment = layout.alignment
        columnGap = layout.horizontalSpacing ?? defaultStackSpacing
        rowGap = layout.verticalSpacing ?? defaultStackSpacing
        let grouped = Self.rows(of: subviews)
        let columns = max(1, grouped.map { $0.isGridRow ? $0.subviews.reduce(0) { $0 + $1.columns } : 1 }.max() ?? 1)
        for row in grouped {
            var column = 0
            rows.append(row.subviews.map { subview in
                let span = row.isGridRow ? min(subview.columns, columns - column) : columns
                defer { column += span }
                return Cell(subview: subview, column: column, span: span)
            })
            rowAlignments.append(row.alignment ?? layout.alignment.vertical)
        }
        widths = Self.share(proposal.width, count: columns, gap: columnGap) { column, offer in
            rows.joined().filter { $0.column == column && $0.span == 1 }
                .map { $0.subview.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        widenForSpanningCells(within: proposal.width)
        // A row is as tall as its cells with their guides lined up: its tallest, unless a
        // baseline puts a short cell's bottom below a tall one's.
        heights = Self.share(proposal.height, count: rows.count, gap: rowGap) { [self] row, offer in
            let dimensions = rows[row].map { $0.subview.dimensions(in: ProposedViewSize(width: width(of: $0), height: offer)) }
            return AxisGuide(rowAlignments[row]).extent(of: dimensions, along: .vertical)
        }
    }

    var size: CGSize {
        CGSize(width: Self.total(widths, gap: columnGap), height: Self.total(heights, gap: rowGap))
    }

    func place(in bounds: CGRect) {
        let horizontal = AxisGuide(alignment.horizontal)
        var y = bounds.minY
        for (row, cells) in rows.enumerated() {
            let proposals = cells.map { ProposedViewSize(width: width(of: $0), height: heights[row]) }
            let dimensions = zip(cells, proposals).map { $0.subview.dimensions(in: $1) }
            let ys = AxisGuide(rowAlignments[row]).offsets(of: dimensions, along: .vertical, in: heights[row])
            for (offset, cell) in cells.enumerated() {
                let x = bounds.minX + Self.total(Array(widths[..<cell.column]), gap: columnGap) + (cell.column > 0 ? columnGap : 0)
                let inCell = horizontal.offsets(of: [dimensions[offset]], along: .horizontal, in: width(of: cell))[0]
                cell.subview.place(at: CGPoint(x: x + inCell, y: y + ys[offset]), proposal: proposals[offset])
            }
            y += heights[row] + rowGap
        }
    }

    /// The width of `cell`'s columns and the gaps between them.
    private func width(of cell: Cell) -> CGFloat {
        Self.total(Array(widths[cell.column..<cell.column + cell.span]), gap: columnGap)
    }

    /// Widens the columns a cell spans by what its ideal width needs beyond them, shared
    /// evenly — within what is left of `offered`, if a width is offered, so that a grid laid
    /// out at the width it asked for has the same columns.
    private mutating func widenForSpanningCells(within offered: CGFloat?) {
        for cell in rows.joined() where cell.span > 1 {
            let room = offered.map { $0 - Self.total(widths, gap: columnGap) } ?? .infinity
            let extra = min(room, cell.subview.sizeThatFits(.unspecified).width - width(of: cell))
            guard extra > 0 else { continue }
            for column in cell.column..<cell.column + cell.span { widths[column] += extra / CGFloat(cell.span) }
        }
    }

    /// The subviews grouped into rows: each `GridRow`'s cells together (from the one that
    /// starts the row), every other subview a row of its own.
    private static func rows(of subviews: LayoutSubviews) -> [SourceRow] {
        var rows: [SourceRow] = []
        for subview in subviews {
            let mark = subview[GridRowMark.self]
            if let mark, !mark.startsRow, let last = rows.indices.last, rows[last].isGridRow {
                rows[last].subviews.append(subview)
            } else {
                rows.append(SourceRow(isGridRow: mark != nil, alignment: mark?.alignment, subviews: [subview]))
            }
        }
        return rows
    }

    /// The lengths of `count` lines (columns or rows) `gap` apart, each taking `length(line,
    /// offer)` for an offer: offered nothing, what each takes unoffered; else the offer shared
    /// as a stack shares it.
    private static func share(
        _ offered: CGFloat?, count: Int, gap: CGFloat, length: (Int, CGFloat?) -> CGFloat
    ) -> [CGFloat] {
        guard let offered else { return (0..<count).map { length($0, nil) } }
        let least = (0..<count).map { length($0, 0) }
        let flexibility = (0..<count).map { length($0, .infinity) - least[$0] }
        var lengths = least
        shareLength(
            max(0, offered - gap * CGFloat(max(0, count - 1))), least: least, flexibility: flexibility,
            priorities: Array(repeating: 0, count: count)
        ) { line, share in
            lengths[line] = length(line, share)
            return lengths[line]
        }
        return lengths
    }

    private static func total(_ lengths: [CGFloat], gap: CGFloat) -> CGFloat {
        lengths.reduce(0, +) + gap * CGFloat(max(0, lengths.count - 1))
    }
}

extension LayoutSubview {
    /// How many columns of a `GridLayout` the view spans, in a `GridRow`.
    @MainActor fileprivate var columns: Int { self[GridRowMark.self]?.columns ?? 1 }
}
