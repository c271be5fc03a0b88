/// One item of a toolbar, where `placement` puts it in the header bar.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .primaryAction) {
///         Button("New Note", systemImage: "document-new-symbolic") { addNote() }
///     }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public typealias Body = Never
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an id, as SwiftUI's customizable toolbars name theirs; GNOME's header bar
    /// is not customizable, and the id is not used.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: PrimitiveToolbarContent {
    func addItems(to items: inout [ToolbarEntry], path: [Int]) {
        items.append(ToolbarEntry(path: path, placement: placement, content: AnyView(content)))
    }
}

/// Several views in one placement of the header bar.
///
/// ```swift
/// .toolbar {
///     ToolbarItemGroup(placement: .primaryAction) {
///         Button("Bold") { bold() }
///         Button("Italic") { italic() }
///     }
/// }
/// ```
///
/// The views sit side by side in the header bar as one item's would.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let item: ToolbarItem<(), Content>
    public typealias Body = Never

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        item = ToolbarItem(placement: placement, content: content)
    }
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
    func addItems(to items: inout [ToolbarEntry], path: [Int]) {
        item.addItems(to: &items, path: path)
    }
}
