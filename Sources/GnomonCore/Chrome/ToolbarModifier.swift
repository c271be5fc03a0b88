extension View {
    /// Puts `content`'s items in the header bar of the window this view is in, while the view
    /// is shown (a page under another in a `NavigationStack` shows none).
    ///
    /// ```swift
    /// NoteEditor(note: note)
    ///     .toolbar {
    ///         ToolbarItem(placement: .primaryAction) {
    ///             Button("Delete", systemImage: "user-trash-symbolic") { confirmDelete = true }
    ///         }
    ///     }
    /// ```
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        var items: [ToolbarEntry] = []
        addToolbarItems(of: content(), to: &items, path: [])
        return modifier(_ToolbarModifier(items: items))
    }

    /// Puts views at the end of the window's header bar; see `toolbar(content:)`.
    ///
    /// ```swift
    /// List(notes) { NoteRow(note: $0) }
    ///     .toolbar { Button("Add", systemImage: "list-add-symbolic") { add() } }
    /// ```
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: [ToolbarEntry(path: [], placement: .automatic, content: AnyView(content()))]))
    }
}

/// Sends a view's toolbar items up to its window's header bar, unless the view is hidden
/// behind another (`PageVisibility`).
public struct _ToolbarModifier: ViewModifier {
    let items: [ToolbarEntry]
    @Environment(\.pageVisibility) private var page

    public func body(content: Content) -> some View {
        content.viewOutput(ToolbarKey.self) { _ToolbarItems(items: page?.isVisible ?? true ? items : []) }
    }
}

/// The key toolbar items travel under to the window's header bar.
struct ToolbarKey: ViewOutputKey {
    typealias Content = _ToolbarItems
}

/// The items one `.toolbar` sends up; shows nothing itself.
public struct _ToolbarItems: View {
    let items: [ToolbarEntry]

    public var body: some View { EmptyView() }
}
