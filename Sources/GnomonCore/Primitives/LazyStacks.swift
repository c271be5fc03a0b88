import Foundation

/// A column of views made as they scroll into view: as the whole content of a `ScrollView`,
/// over a `ForEach`, a `GtkListView` that builds only the rows in view (as `List` does, without
/// its look); anywhere else, a `VStack` of all of them.
///
/// ```swift
/// ScrollView {
///     LazyVStack(spacing: 12) {
///         ForEach(photos) { PhotoCard(photo: $0) }
///     }
/// }
/// ```
public struct LazyVStack<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        ListContent(content: content, selection: nil, style: .lazyStack(.vertical, spacing: pixels(spacing ?? defaultStackSpacing)))
    }
}

/// A row of views made as they scroll into view: a horizontal `GtkListView` as the whole
/// content of a horizontal `ScrollView` over a `ForEach`; anywhere else, an `HStack`.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack { ForEach(albums) { AlbumCover(album: $0) } }
/// }
/// ```
public struct LazyHStack<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        ListContent(content: content, selection: nil, style: .lazyStack(.horizontal, spacing: pixels(spacing ?? defaultStackSpacing)))
    }
}

/// Views a lazy stack keeps in place while the rest scrolls; GNOME's list views pin none.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
