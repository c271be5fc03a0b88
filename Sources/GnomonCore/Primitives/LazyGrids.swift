import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): how wide it is, and the space after it.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 120))]          // as many as fit, each ≥ 120
/// let three = Array(repeating: GridItem(.flexible()), count: 3)
/// ```
///
/// GNOME's grid view gives its columns equal widths: a fixed size is each cell's least width,
/// as is an adaptive minimum; a flexible column takes its share.
public struct GridItem: Sendable {
    /// How wide a column is.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid of views made as they scroll into view, filling rows from the leading edge: as the
/// whole content of a `ScrollView` over a `ForEach`, a `GtkGridView` that builds only the
/// cells in view; anywhere else, a `Grid` of all of them.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 96))], spacing: 12) {
///         ForEach(photos) { Thumbnail(photo: $0) }
///     }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(.vertical, lines: columns, spacing: spacing)
        self.content = content()
    }

    public var body: some View {
        ListContent(content: content, selection: nil, style: .lazyGrid(layout))
    }
}

/// A grid of views made as they scroll into view, filling columns from the top: as the whole
/// content of a horizontal `ScrollView` over a `ForEach`, a horizontal `GtkGridView`;
/// anywhere else, a `Grid` of all of them.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(), GridItem()]) {
///         ForEach(albums) { AlbumCover(album: $0) }
///     }
/// }
/// ```
public struct LazyHGrid<Content: View>: View {
    let layout: LazyGridLayout
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        layout = LazyGridLayout(.horizontal, lines: rows, spacing: spacing)
        self.content = content()
    }

    public var body: some View {
        ListContent(content: content, selection: nil, style: .lazyGrid(layout))
    }
}

/// A lazy grid's geometry as GTK's grid view takes it: the axis it scrolls along, how many
/// cells a line across it holds (GTK picks from the range by the cells' least size), and the
/// gaps, in pixels.
struct LazyGridLayout: Hashable {
    /// The axis the grid grows along: vertical for a `LazyVGrid`.
    let axis: Axis
    /// The fewest and most cells in a line across the axis.
    let cellsPerLine: ClosedRange<Int>
    /// The least size of a cell across the axis; 0 for none.
    let minimumCellSize: Int
    /// The gap between lines (rows of a `LazyVGrid`), and between the cells of a line.
    let lineSpacing: Int
    let cellSpacing: Int

    /// The most cells an adaptive line holds: GTK binds 32 lines of as many cells as the most
    /// a line may hold, so this bounds what a mount builds (385 cells).
    static let adaptiveCellLimit = 12

    init(_ axis: Axis, lines: [GridItem], spacing: CGFloat?) {
        self.axis = axis
        let adaptive = lines.compactMap { line -> CGFloat? in
            if case .adaptive(let minimum, _) = line.size { return minimum }
            return nil
        }
        if let minimum = adaptive.max() {
            cellsPerLine = 1...Self.adaptiveCellLimit
            minimumCellSize = pixels(minimum)
        } else {
            let count = max(1, lines.count)
            cellsPerLine = count...count
            minimumCellSize = lines.map { line -> Int in
                if case .fixed(let size) = line.size { return pixels(size) }
                return 0
            }.max() ?? 0
        }
        lineSpacing = pixels(spacing ?? defaultStackSpacing)
        cellSpacing = pixels(lines.first?.spacing ?? defaultStackSpacing)
    }
}
