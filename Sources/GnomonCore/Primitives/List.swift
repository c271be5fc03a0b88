import Foundation

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
/// while it is shown, including when it moves. A row scrolled far out of view is let go, unless
/// its `@State` was written (the user typed in it, say): such a row is kept, by its id, and
/// shown again as the user left it when it comes back into view. Other content (`List { Text("A"); Text("B") }`)
/// is stacked and built whole, as static rows are few.
///
/// Given a selection binding, rows over data are selectable, by their element's id: one at a
/// time with `Binding<ID?>`, any number with `Binding<Set<ID>>` (Ctrl+click toggles a row,
/// Shift+click selects a range, Ctrl+A selects all). The binding holds the selection, so it
/// follows the rows wherever the data moves them.
///
/// ```swift
/// @State private var chosen: Contact.ID?
/// List(contacts, selection: $chosen) { contact in Text(contact.name) }
/// ```
///
/// Static rows are selectable too, each by its `.tag` (or its `ForEach` element's id), as in a
/// sidebar; headers, footers and untagged rows are not.
///
/// ```swift
/// List(selection: $folder) {
///     Label("Inbox", systemImage: "tray").tag(Folder.inbox)
///     Section("Tags") { ForEach(tags) { Text($0.name).tag(Folder.tag($0.id)) } }
/// }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: (any ListSelection)?

    public typealias Body = Never
}

extension List where SelectionValue == Never {
    /// A list of `content`: each view a row, or the rows of a `ForEach`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content(), selection: nil)
    }

    /// A row for each element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(ForEach(data, id: id, content: rowContent), selection: nil)
    }

    /// A row for each element of `data`, identified by the element's `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(ForEach(data, content: rowContent), selection: nil)
    }

    /// A row for each integer in `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(ForEach(data, content: rowContent), selection: nil)
    }

    /// A row for each element of a bound collection, given a binding to its element.
    public init<C, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<ElementBindings<C, C.Element.ID>, C.Element.ID, RowContent>,
        C: MutableCollection & RandomAccessCollection, C.Element: Identifiable
    {
        self.init(ForEach(data, content: rowContent), selection: nil)
    }
}

extension List {
    init(_ content: Content, selection: (any ListSelection)?) {
        self.content = content
        self.selection = selection
    }

    /// A list whose rows over data (a `ForEach`) the user selects one at a time.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content(), selection: selection.map(SingleListSelection.init))
    }

    /// A list whose rows over data (a `ForEach`) the user selects any number of.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content(), selection: selection.map(MultipleListSelection.init))
    }

    /// A row for each element of `data`, which the user selects one at a time by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(ForEach(data, content: rowContent), selection: selection.map(SingleListSelection.init))
    }

    /// A row for each element of `data`, which the user selects any number of by their `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(ForEach(data, content: rowContent), selection: selection.map(MultipleListSelection.init))
    }

    /// A row for each element of `data`, identified by `id`, selected one at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(ForEach(data, id: id, content: rowContent), selection: selection.map(SingleListSelection.init))
    }

    /// A row for each element of `data`, identified by `id`, any number of them selected.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(ForEach(data, id: id, content: rowContent), selection: selection.map(MultipleListSelection.init))
    }

    /// A row for each integer in `data`, selected one at a time.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(ForEach(data, content: rowContent), selection: selection.map(SingleListSelection.init))
    }

    /// A row for each integer in `data`, any number of them selected.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(ForEach(data, content: rowContent), selection: selection.map(MultipleListSelection.init))
    }

    /// A row for each element of a bound collection, selected one at a time.
    public init<C, RowContent: View>(
        _ data: Binding<C>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<ElementBindings<C, C.Element.ID>, C.Element.ID, RowContent>,
        C: MutableCollection & RandomAccessCollection, C.Element: Identifiable
    {
        self.init(ForEach(data, content: rowContent), selection: selection.map(SingleListSelection.init))
    }

    /// A row for each element of a bound collection, any number of them selected.
    public init<C, RowContent: View>(
        _ data: Binding<C>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<ElementBindings<C, C.Element.ID>, C.Element.ID, RowContent>,
        C: MutableCollection & RandomAccessCollection, C.Element: Identifiable
    {
        self.init(ForEach(data, content: rowContent), selection: selection.map(MultipleListSelection.init))
    }
}

extension List: ElementView {
    static var widgetClass: WidgetClass { .scrolledWindow }
    static var storedContentType: Any.Type { Content.self }
    var childContent: ModifiedContent<ListContent<Content>, ContainerStyleContext<ListStyleContext>>? {
        ListContent(content: content, selection: selection, style: .list).modifier(ContainerStyleContext())
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

/// How rows over data show: as a `List`'s, as a lazy stack's (`LazyVStack`, `LazyHStack`:
/// no list look, GNOME's rows as plain as a stack's, with the stack's spacing), or as a lazy
/// grid's cells (`LazyVGrid`, `LazyHGrid`: a grid view, as plain).
enum ListContentStyle: Equatable {
    case list
    case lazyStack(Axis, spacing: Int)
    case lazyGrid(LazyGridLayout)

    /// The widget that shows the rows over data.
    var widgetClass: WidgetClass {
        if case .lazyGrid = self { return .gridView }
        return .listView
    }
}

/// What a `List` puts in its scrolled window: a virtualized list view for a `ForEach`, a
/// vertical stack of the rows otherwise (a list view of them, if the user selects them). A lazy stack is virtualized only as the whole content
/// of a scroll view, as GTK's list views need; elsewhere it is a stack of all its rows.
struct ListContent<Content: View>: PrimitiveView {
    let content: Content
    let selection: (any ListSelection)?
    let style: ListContentStyle

    typealias Body = Never

    static func makeNode(_ view: Self, parent: Node) -> Node {
        let scrolls = (parent.containerForChildren as? WidgetNode)?.widgetClass == .scrolledWindow
        if let rows = view.content as? any LazyRows, view.style == .list || scrolls {
            return rows.makeListNode(selection: view.selection, style: view.style, parent: parent)
        }
        return StaticListNode(view, parent: parent)
    }

    static func isUnary(in context: UnaryContext) -> Bool { true }
}

/// Content whose rows a `List` can build lazily, one at a time.
@MainActor
protocol LazyRows {
    func makeListNode(selection: (any ListSelection)?, style: ListContentStyle, parent: Node) -> Node
}

extension ForEach: LazyRows where Content: View {
    func makeListNode(selection: (any ListSelection)?, style: ListContentStyle, parent: Node) -> Node {
        VirtualListNode(self, selection: selection, style: style, parent: parent)
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

    private static func stack(_ view: ListContent<Content>) -> StaticListRows<Content> {
        StaticListRows(content: view.content, selection: view.selection, style: view.style)
    }
}

/// The rows of a static `List`, one under another, each `Section`'s header in GNOME's
/// `heading` above its rows and its footer dimmed below.
///
/// Rows the user selects (`List(selection:) { … }`) are a list view's instead, one row for
/// each subview, so that they select as rows over data do: each by its `.tag`, or its
/// `ForEach` element's id; headers and footers, untagged, are not selectable.
struct StaticListRows<Content: View>: View {
    let content: Content
    let selection: (any ListSelection)?
    let style: ListContentStyle

    var body: some View {
        if let selection, style == .list {
            VariadicViewAdapter(source: content) { children in
                ListContent(content: ForEach(StaticListRow.rows(of: children, in: selection), id: \.id) { $0 }, selection: selection, style: .list)
            }
        } else {
            stack
        }
    }

    @ViewBuilder private var stack: some View {
        switch style {
        case .lazyStack(.vertical, let spacing):
            VStack(spacing: CGFloat(spacing)) { content }
        case .lazyStack(.horizontal, let spacing):
            HStack(spacing: CGFloat(spacing)) { content }
        case .lazyGrid(let layout):
            cells(layout)
        case .list:
            sections
        }
    }

    /// A lazy grid's cells in a `GtkGrid`, filling lines of as many cells as the grid holds
    /// (an adaptive grid, which needs a grid view to adapt, one).
    private func cells(_ layout: LazyGridLayout) -> some View {
        let perLine = layout.cellsPerLine.lowerBound
        WarnOnce.check(
            "static adaptive grid \(Content.self)", isProblem: { layout.cellsPerLine.count > 1 },
            "A lazy grid with adaptive items adapts as the whole content of a ScrollView over a ForEach; these cells of \(Content.self) stand in \(perLine) per line.")
        let vertical = layout.axis == .vertical
        return VariadicViewAdapter(source: content) { children in
            _GtkGrid(
                alignment: .center, rowSpacing: vertical ? layout.lineSpacing : layout.cellSpacing,
                columnSpacing: vertical ? layout.cellSpacing : layout.lineSpacing
            ) {
                ForEach(Array(children.enumerated()), id: \.element.id) { index, cell in
                    let (line, place) = index.quotientAndRemainder(dividingBy: perLine)
                    cell.modifier(_GridCellModifier(cell: vertical ? GridCell(row: line, column: place) : GridCell(row: place, column: line)))
                }
            }
        }
    }

    /// To assistive technologies a list of items, each read by its text; headers and footers
    /// are read as the text they are, between them.
    private var sections: some View {
        _StaticListBox(_ListLook.self) {
            VariadicViewAdapter(source: content) { children in
                ForEach(children.sections) { section in
                    ForEach(section.header) { StaticListRow.header($0) }
                    ForEach(section.content) { row in _StaticListBox(_ListItemLook.self) { row } }
                    ForEach(section.footer) { StaticListRow.footer($0) }
                }
            }
        }
    }
}

/// One row of a selectable static `List`: a subview, identified by the value that selects it
/// (its tag or element id, as the selection's type), or by its identity if nothing does.
struct StaticListRow: View {
    let id: AnyHashable
    let subview: Subview
    let role: Role

    enum Role {
        case header, content, footer
    }

    var body: some View {
        switch role {
        case .header: Self.header(subview)
        case .content: subview
        case .footer: Self.footer(subview)
        }
    }

    /// A section's header, in GNOME's `heading`.
    static func header(_ subview: Subview) -> some View {
        subview.styleClass("heading").padding(.horizontal, 6).padding(.top, 12).padding(.bottom, 6)
    }

    /// A section's footer, dimmed.
    static func footer(_ subview: Subview) -> some View {
        subview.styleClass("dim-label").styleClass("caption").padding(6)
    }

    /// The rows of `children`, section by section; a content row selectable by `selection` if
    /// it has a value of the selection's type.
    @MainActor static func rows(of children: VariadicView, in selection: any ListSelection) -> [StaticListRow] {
        children.sections.flatMap { section in
            section.header.map { StaticListRow(id: AnyHashable($0.id), subview: $0, role: .header) }
                + section.content.map { StaticListRow(id: selection.value(of: $0) ?? AnyHashable($0.id), subview: $0, role: .content) }
                + section.footer.map { StaticListRow(id: AnyHashable($0.id), subview: $0, role: .footer) }
        }
    }
}

/// A static `List`'s box of rows (`_ListLook`: from the leading edge, one under another) or
/// one of its rows (`_ListItemLook`, as wide as the list): a `GtkBox` that is a list, or an
/// item of it, to assistive technologies; part of `List`.
struct _StaticListBox<Look: _StaticListLook, Content: View>: View, ElementView {
    let content: Content
    typealias Body = Never

    init(_ look: Look.Type, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    static var widgetClass: WidgetClass { Look.widgetClass }
    var childContent: Content? { content }
    var childAxis: Axis? { .vertical }
    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .start, vertical: .fill) }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        Look.fillsWidth ? IntrinsicLayout(fill: .horizontal) : .none
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.orientation, .vertical)
    }
}

/// The box a `_StaticListBox` is.
protocol _StaticListLook {
    static var widgetClass: WidgetClass { get }
    /// Whether it takes the width it is offered.
    static var fillsWidth: Bool { get }
}

/// The list.
enum _ListLook: _StaticListLook {
    static var widgetClass: WidgetClass { .staticList }
    static var fillsWidth: Bool { false }
}

/// One row: an item of the list, named by the text in it.
enum _ListItemLook: _StaticListLook {
    static var widgetClass: WidgetClass { .staticListItem }
    static var fillsWidth: Bool { true }
}
