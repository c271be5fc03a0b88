/// What a `.toolbar` holds: `ToolbarItem`s and `ToolbarItemGroup`s, or content of your own
/// made of them.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///     let save: () -> Void
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .primaryAction) { Button("Save", action: save) }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

extension ToolbarContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

extension Never: ToolbarContent {}

/// Toolbar content Gnomon understands directly: it adds its items to the list.
@MainActor
protocol PrimitiveToolbarContent {
    /// Adds the items, each identified by `path` (where it is in the builder's blocks) and
    /// what comes after it there.
    func addItems(to items: inout [ToolbarEntry], path: [Int])
}

/// The items `content` adds at `path`.
@MainActor
func addToolbarItems<C: ToolbarContent>(of content: C, to items: inout [ToolbarEntry], path: [Int]) {
    if let primitive = content as? any PrimitiveToolbarContent {
        primitive.addItems(to: &items, path: path)
    } else {
        addToolbarItems(of: content.body, to: &items, path: path)
    }
}

/// One item of a toolbar: its view and where it goes.
struct ToolbarEntry {
    /// Where the item is in its toolbar's content: stable while the content's structure is.
    let path: [Int]
    let placement: ToolbarItemPlacement
    let content: AnyView
}

/// Builds toolbar content from closures.
///
/// ```swift
/// .toolbar {
///     ToolbarItem { Button("Add", systemImage: "list.add") { add() } }
///     if note != nil { ToolbarItem { Button("Delete") { delete() } } }
/// }
/// ```
@MainActor @resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _TupleToolbarContent<repeat each Content> {
        _TupleToolbarContent(content: (repeat each content))
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(
        first: First
    ) -> _ConditionalToolbarContent<First, Second> {
        _ConditionalToolbarContent(storage: .first(first))
    }

    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(
        second: Second
    ) -> _ConditionalToolbarContent<First, Second> {
        _ConditionalToolbarContent(storage: .second(second))
    }
}

/// Several pieces of toolbar content, one after another.
public struct _TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent {
    let content: (repeat each Content)
    public typealias Body = Never
}

extension _TupleToolbarContent: PrimitiveToolbarContent {
    func addItems(to items: inout [ToolbarEntry], path: [Int]) {
        var index = 0
        for element in repeat each content {
            addToolbarItems(of: element, to: &items, path: path + [index])
            index += 1
        }
    }
}

/// One of two pieces of toolbar content (`if`/`else`).
public struct _ConditionalToolbarContent<First: ToolbarContent, Second: ToolbarContent>: ToolbarContent {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage
    public typealias Body = Never
}

extension _ConditionalToolbarContent: PrimitiveToolbarContent {
    func addItems(to items: inout [ToolbarEntry], path: [Int]) {
        switch storage {
        case .first(let content): addToolbarItems(of: content, to: &items, path: path + [0])
        case .second(let content): addToolbarItems(of: content, to: &items, path: path + [1])
        }
    }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public typealias Body = Never
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    func addItems(to items: inout [ToolbarEntry], path: [Int]) {
        if let content = self { addToolbarItems(of: content, to: &items, path: path) }
    }
}
