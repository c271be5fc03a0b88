/// A key under which views send views up to an ancestor that reads them: a toolbar's items
/// from the page inside, a title from the current screen.
///
/// ```swift
/// struct ToolbarItems: ViewOutputKey {}            // Content is AnyView
///
/// ViewOutputKeyReader(ToolbarItems.self) { items in
///     VStack {
///         HStack { ViewOutputKeyValueReader(items) { list in list } }
///         Page()   // somewhere inside: .viewOutput(ToolbarItems.self) { Button("Share") { … } }
///     }
/// }
/// ```
///
/// The views arrive in the order of their sources in the tree, combined by `reduce` (by
/// default one after the other). A source added, changed or removed updates the readers.
public protocol ViewOutputKey {
    /// The type of the views sent; `AnyView` lets sources send any.
    associatedtype Content: View = AnyView
    typealias Value = ViewOutputList<Content>

    /// Combines the views sent so far with the next source's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension ViewOutputKey {
    public static func reduce(value: inout Value, nextValue: () -> Value) {
        value.elements.append(contentsOf: nextValue().elements)
    }
}

/// The views sent under a key, in tree order; shown whole, one after another.
///
/// ```swift
/// ViewOutputKeyValueReader(items) { list in
///     if list.isEmpty { Text("No items") } else { list }
/// }
/// ```
public struct ViewOutputList<Content: View>: View, RandomAccessCollection {
    /// One view sent up, identified by its source.
    ///
    /// ```swift
    /// ForEach(list) { item in item.padding(4) }
    /// ```
    public struct Subview: View, Identifiable {
        nonisolated public let id: Int
        public let content: Content

        public var body: Content { content }
    }

    public var elements: [Subview]

    public init(elements: [Subview] = []) {
        self.elements = elements
    }

    nonisolated public var startIndex: Int { elements.startIndex }
    nonisolated public var endIndex: Int { elements.endIndex }
    nonisolated public subscript(position: Int) -> Subview { elements[position] }

    public var body: some View {
        ForEach(elements) { $0 }
    }
}

extension View {
    /// Sends `source` up to the nearest `ViewOutputKeyReader` of `key`.
    ///
    /// ```swift
    /// Page().viewOutput(PageTitle.self) { Text("Inbox") }
    /// ```
    public func viewOutput<Key: ViewOutputKey>(
        _ key: Key.Type, @ViewBuilder source: () -> Key.Content
    ) -> some View {
        modifier(ViewOutputSourceModifier<Key>(source: source()))
    }

    /// Sends `source`, of any type, up to the nearest reader of `key`, whose content is `AnyView`.
    ///
    /// ```swift
    /// Page().viewOutput(ToolbarItems.self) { Button("Share") { share() } }
    /// ```
    @_disfavoredOverload
    public func viewOutput<Key: ViewOutputKey, Source: View>(
        _ key: Key.Type, @ViewBuilder source: () -> Source
    ) -> some View where Key.Content == AnyView {
        modifier(ViewOutputSourceModifier<Key>(source: AnyView(source())))
    }
}

/// Sends a view up under `Key`; see `View.viewOutput(_:source:)`. Its content shows as it is.
///
/// ```swift
/// Page().modifier(ViewOutputSourceModifier<PageTitle>(source: Text("Inbox")))
/// ```
public struct ViewOutputSourceModifier<Key: ViewOutputKey>: ViewModifier {
    let source: Key.Content

    public typealias Body = Never
}

extension ViewOutputSourceModifier: PrimitiveModifier {
    static func makeNode<Content: View>(_ modifier: Self, content: Content, parent: Node) -> Node {
        ViewOutputSourceNode<Key, Content>(source: modifier.source, content: content, parent: parent)
    }
}

/// The scope in which views sent under `Key` are collected, and the proxy to read them with.
///
/// ```swift
/// ViewOutputKeyReader(PageTitle.self) { title in
///     VStack { ViewOutputKeyValueReader(title) { $0 }; Pages() }
/// }
/// ```
public struct ViewOutputKeyReader<Key: ViewOutputKey, Content: View>: View {
    let content: (ViewOutputKeyValueProxy<Key>) -> Content
    @State private var collector = ViewOutputCollector<Key>()

    public init(_ key: Key.Type, @ViewBuilder content: @escaping (ViewOutputKeyValueProxy<Key>) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(ViewOutputKeyValueProxy(collector: collector))
            .modifier(ViewOutputCollecting<Key>(collector: collector))
    }
}

/// What a `ViewOutputKeyReader` hands its content, for a `ViewOutputKeyValueReader`.
///
/// ```swift
/// ViewOutputKeyReader(ToolbarItems.self) { proxy in ViewOutputKeyValueReader(proxy) { $0 } }
/// ```
public struct ViewOutputKeyValueProxy<Key: ViewOutputKey> {
    let collector: ViewOutputCollector<Key>
}

/// Shows the views sent under `Key` to the reader whose proxy it is given. Views sent from
/// inside its own content are not collected (they would feed back into it).
///
/// ```swift
/// ViewOutputKeyValueReader(items) { list in HStack { list } }
/// ```
public struct ViewOutputKeyValueReader<Key: ViewOutputKey, Content: View>: View {
    let proxy: ViewOutputKeyValueProxy<Key>
    let content: (ViewOutputList<Key.Content>) -> Content

    public init(
        _ proxy: ViewOutputKeyValueProxy<Key>, @ViewBuilder content: @escaping (ViewOutputList<Key.Content>) -> Content
    ) {
        self.proxy = proxy
        self.content = content
    }

    public var body: some View {
        content(proxy.collector.value).modifier(ViewOutputCollecting<Key>(collector: nil))
    }
}
