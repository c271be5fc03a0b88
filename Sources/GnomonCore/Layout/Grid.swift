import Foundation

/// Views in rows and columns: a `GtkGrid`. Each `GridRow` is a row, its views the cells from
/// the first column on; any other view is a row of its own, across every column (a `Divider`
/// between rows, say). Columns are as wide as their widest cell, rows as tall as their tallest.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow {
///         Text("Name")
///         TextField("Name", text: $name)
///     }
///     GridRow {
///         Text("Notes")
///         TextEditor(text: $notes)
///     }
///     Divider()
///     GridRow {
///         Text("Both columns").gridCellColumns(2)
///     }
/// }
/// ```
///
/// Spacing between rows and columns is GNOME's 6 unless given.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: some View {
        VariadicViewAdapter(source: content) { children in
            let rows = children.gridRows
            let columns = max(1, rows.map(\.columnCount).max() ?? 1)
            if alignment.vertical.isCustom || rows.contains(where: \.isAlignedByGuide) {
                // GtkGrid aligns a row by its views' first baselines only, and a view without
                // text by its top: a row aligned by any other guide is laid out by SwiftUI's rules.
                GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) {
                    ForEach(rows) { row in
                        ForEach(Array(row.cells.enumerated()), id: \.element.id) { index, cell in
                            cell.layoutValue(key: GridRowMark.self, value: row.mark(of: cell, at: index))
                        }
                    }
                }
            } else {
                _GtkGrid(
                    alignment: alignment, rowSpacing: pixels(verticalSpacing ?? defaultStackSpacing),
                    columnSpacing: pixels(horizontalSpacing ?? defaultStackSpacing)
                ) {
                    ForEach(Array(rows.enumerated()), id: \.element.id) { row, cells in
                        ForEach(cells.placed(columns: columns)) { cell in
                            cell.subview.modifier(_GridCellModifier(
                                cell: GridCell(row: row, column: cell.column, columnSpan: cell.span),
                                rowAlignment: cell.subview[GridRowAlignmentTraitKey.self]?.position))
                        }
                    }
                }
            }
        }
    }
}

/// A row of a `Grid` or a `GridLayout`: each of its views is a cell, from the first column on.
/// Outside a grid, its views join the container it is in, as a `Group`'s do.
///
/// ```swift
/// GridRow {
///     Text("Volume")
///     Slider(value: $volume)
/// }
/// ```
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells line up by `alignment`, or by the grid's vertical alignment when nil.
    ///
    /// ```swift
    /// GridRow(alignment: .firstTextBaseline) { Text("Total"); Text(total).font(.title) }
    /// ```
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Its cells, each telling a `GridLayout` where the row starts (a `Grid` reads the rows
    /// from its content's subviews instead).
    public var body: some View {
        VariadicViewAdapter(source: content) { cells in
            ForEachSubview(cells) { index, cell in
                let mark = GridRowMark(startsRow: index == 0, alignment: alignment, columns: cell[GridCellColumnsTraitKey.self])
                cell.layoutValue(key: GridRowMark.self, value: mark)
            }
        }
    }
}

extension View {
    /// Makes the view, a cell of a `GridRow`, span `count` columns.
    ///
    /// ```swift
    /// GridRow { Text("Total").gridCellColumns(2); Text(total) }
    /// ```
    public func gridCellColumns(_ count: Int) -> some View {
        trait(GridCellColumnsTraitKey.self, max(1, count))
    }
}

struct GridCellColumnsTraitKey: ViewTraitKey {
    static var defaultValue: Int { 1 }
}

/// The vertical alignment of the `GridRow` a cell is in, if the row has one of its own.
struct GridRowAlignmentTraitKey: ViewTraitKey {
    static var defaultValue: VerticalAlignment? { nil }
}

/// Where a `GridRow`'s cell stands in its row, for a `GridLayout`: whether it is the row's
/// first cell, the row's alignment, and how many columns the cell spans. A view without one
/// is a row of its own.
struct GridRowMark: LayoutValueKey, Hashable, CustomStringConvertible {
    static var defaultValue: GridRowMark? { nil }

    let startsRow: Bool
    let alignment: VerticalAlignment?
    let columns: Int

    var description: String { (startsRow ? "first" : "next") + (columns > 1 ? " span \(columns)" : "") }
}

extension GridRow: SubviewList {
    /// Its content's subviews, in one grid row.
    func visitSubviews(context: SubviewContext, into sink: SubviewSink) {
        var inner = context
        inner.gridRow = Subview.ID(path: context.path)
        if let alignment { inner.traits.add(GridRowAlignmentTraitKey.self, alignment) }
        GnomonCore.visitSubviews(of: content, context: inner, into: sink)
    }
}

/// One row of a grid's subviews: those of a `GridRow`, or one other view across every column.
struct VariadicGridRow: Identifiable {
    let id: Subview.ID
    /// Whether the row is a `GridRow` (its cells from the first column) rather than one view
    /// across every column.
    let isGridRow: Bool
    var cells: [Subview] = []

    /// Whether the row is a `GridRow` aligned by a guide GtkGrid cannot align by: a text
    /// baseline or the app's own.
    @MainActor
    var isAlignedByGuide: Bool {
        isGridRow && cells.first?[GridRowAlignmentTraitKey.self]?.isCustom == true
    }

    /// What tells a `GridLayout` where `cell`, the row's cell at `index`, stands: as a
    /// `GridRow`'s body says it; nil for a view that is a row of its own.
    @MainActor
    func mark(of cell: Subview, at index: Int) -> GridRowMark? {
        guard isGridRow else { return nil }
        return GridRowMark(startsRow: index == 0, alignment: cell[GridRowAlignmentTraitKey.self], columns: cell[GridCellColumnsTraitKey.self])
    }

    /// How many columns the row fills.
    @MainActor
    var columnCount: Int {
        isGridRow ? cells.reduce(0) { $0 + $1[GridCellColumnsTraitKey.self] } : 1
    }

    /// Each cell with its first column and span, in a grid of `columns` columns.
    @MainActor
    func placed(columns: Int) -> [PlacedCell] {
        guard isGridRow else { return cells.map { PlacedCell(subview: $0, column: 0, span: columns) } }
        var column = 0
        return cells.map { cell in
            let span = cell[GridCellColumnsTraitKey.self]
            defer { column += span }
            return PlacedCell(subview: cell, column: column, span: span)
        }
    }

    struct PlacedCell: Identifiable {
        let subview: Subview
        let column: Int
        let span: Int
        nonisolated var id: Subview.ID { subview.id }
    }
}

extension VariadicView {
    /// The subviews grouped into grid rows: those of each `GridRow` together, every other
    /// subview a row of its own.
    var gridRows: [VariadicGridRow] {
        var rows: [VariadicGridRow] = []
        for child in children {
            if let row = child.gridRow, let last = rows.last, last.isGridRow, last.id == row {
                rows[rows.count - 1].cells.append(child)
            } else {
                rows.append(VariadicGridRow(id: child.gridRow ?? child.id, isGridRow: child.gridRow != nil, cells: [child]))
            }
        }
        return rows
    }
}

/// Places its content's widgets in a grid cell, aligned in their row as the row says; part
/// of `Grid`.
struct _GridCellModifier: ViewModifier, Equatable {
    let cell: GridCell
    /// Where the row puts a cell that neither fills nor expands vertically; nil: the grid's
    /// alignment.
    var rowAlignment: WidgetAlign?
    typealias Body = Never
}

extension _GridCellModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        if layout.gridCell == nil { layout.gridCell = cell }
        if let rowAlignment, layout.vertical.align == nil, !layout.vertical.expands, !layout.vertical.fills {
            layout.vertical.align = rowAlignment
        }
    }
}

/// A `GtkGrid`, whose children each carry their cell; part of `Grid`.
struct _GtkGrid<Content: View>: View, ElementView {
    let alignment: Alignment
    let rowSpacing: Int
    let columnSpacing: Int
    let content: Content
    typealias Body = Never

    init(alignment: Alignment, rowSpacing: Int, columnSpacing: Int, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
        self.content = content()
    }

    static var widgetClass: WidgetClass { .grid }

    var childContent: Content? { content }

    var childPlacement: ChildPlacement {
        ChildPlacement(horizontal: alignment.horizontal.position, vertical: alignment.vertical.position)
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.rowSpacing, rowSpacing)
        list.add(.columnSpacing, columnSpacing)
    }
}
