/// A scrolling list of rows: a `GtkListView` in a `GtkScrolledWindow`, which creates only the
/// rows in view.
///
/// ```swift
/// List(contacts) { contact in
///     Text(contact.name)
/// }
/// List(0..<1_000_000) { index in Text("Row \(index)") }
/// List {
///     ForEach($tasks) { $task in Toggle(task.title, isOn: $task.isDone) }
/// }
/// ```
///
/// Rows over data (`List(data)`, or a `ForEach` as the whole content) are *virtualized*: GTK
/// asks for the rows it shows and lets go of those scrolled far away, so a list of a million
/// elements creates the widgets of a few dozen rows. A row keeps its widgets and `@State`
/// while it is shown, including when it moves; a row scrolled out of view and back is built
/// afresh, so keep what must last in the data. Other content (`List { Text("A"); Text("B") }`)
/// is stacked and built whole, as static rows are few.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    public typealias Body = Never
}

extension List where SelectionValue == Never {
    /// A list of `content`: each view a row, or the rows of a `ForEach`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row for each element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each element of `data`, identified by the element's `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each integer in `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each element of a bound collection, given a binding to its element.
    public init<C, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<ElementBindings<C, C.Element.ID>, C.Element.ID, RowContent>,
        C: MutableCollection & RandomAccessCollection, C.Element: Identifiable
    {
        content = ForEach(data, content: rowContent)
    }
}

extension List: ElementView {
    static var widgetClass: WidgetClass { .scrolledWindow }
    static var storedContentType: Any.Type { Content.self }
    var childContent: ModifiedContent<ListContent<Content>, ContainerStyleContext<ListStyleContext>>? {
        ListContent(content: content).modifier(ContainerStyleContext())
    }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        ContainerStyleContext<ListStyleContext>.addClass(to: &classes)
    }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(expand: [.horizontal, .vertical])
    }

    /// Static rows start at the top; a list view fills the scrolled window.
    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .fill, vertical: .start) }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.hscrollbarPolicy, .never)
    }
}

/// What a `List` puts in its scrolled window: a virtualized list view for a `ForEach`, a
/// vertical stack of the rows otherwise.
struct ListContent<Content: View>: PrimitiveView {
    let content: Content

    typealias Body = Never

    static func makeNode(_ view: Self, parent: Node) -> Node {
        if let rows = view.content as? any LazyRows {
            return rows.makeListNode(parent: parent)
        }
        return StaticListNode(view, parent: parent)
    }

    static func isUnary(in context: UnaryContext) -> Bool { true }
}

/// Content whose rows a `List` can build lazily, one at a time.
@MainActor
protocol LazyRows {
    func makeListNode(parent: Node) -> Node
}

extension ForEach: LazyRows where Content: View {
    func makeListNode(parent: Node) -> Node {
        VirtualListNode(self, parent: parent)
    }
}

/// The node of a `List` of static rows: a vertical stack of them, built whole.
@MainActor
final class StaticListNode<Content: View>: SingleChildNode {
    init(_ view: ListContent<Content>, parent: Node) {
        super.init(parent: parent)
        child = makeNode(Self.stack(view), parent: self)
    }

    override func update<V: View>(to view: V) {
        child!.update(to: Self.stack(reinterpret(view, as: ListContent<Content>.self)))
    }

    private static func stack(_ view: ListContent<Content>) -> VStack<Content> {
        VStack(alignment: .leading, spacing: 0) { view.content }
    }
}
