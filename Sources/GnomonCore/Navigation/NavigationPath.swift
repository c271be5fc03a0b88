/// The pages pushed on a `NavigationStack`, as values of any `Hashable` types.
///
/// ```swift
/// @State private var path = NavigationPath()
///
/// NavigationStack(path: $path) {
///     Library()
///         .navigationDestination(for: Album.self) { AlbumView(album: $0) }
///         .navigationDestination(for: Artist.self) { ArtistView(artist: $0) }
/// }
/// Button("Show the artist") { path.append(album.artist) }
/// ```
public struct NavigationPath: Hashable {
    /// The values, bottom of the stack first.
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() {
        elements = []
    }

    /// A path of `elements`, bottom first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many pages are pushed.
    public var count: Int { elements.count }

    /// Whether no page is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a page showing `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the top `k` pages.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}
