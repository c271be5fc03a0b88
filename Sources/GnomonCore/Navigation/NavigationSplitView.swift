import Foundation

/// A sidebar beside the content and its detail, as GNOME's Files or Settings: panes of a
/// `GtkPaned`, the sidebar's lists in GTK's `navigation-sidebar` style, and a toggle button at
/// the start of the header bar (F9) that shows and hides the sidebar.
///
/// ```swift
/// NavigationSplitView {
///     List(folders, selection: $folder) { Label($0.name, systemImage: "folder-symbolic") }
/// } detail: {
///     if let folder { FolderView(folder: folder) } else { Text("No Folder Selected") }
/// }
/// ```
///
/// The sidebar keeps its width as the window resizes; the user drags the handle between the
/// panes. A middle column (`content:`) makes three.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic

    /// Two columns: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(columnVisibility: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Two columns whose sidebar shows as `columnVisibility` says.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Three columns: a sidebar, a content list and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Three columns whose sidebar shows as `columnVisibility` says.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar(), content: content(), detail: detail())
    }

    private init(columnVisibility: Binding<NavigationSplitViewVisibility>?, sidebar: Sidebar, content: Content?, detail: Detail) {
        self.columnVisibility = columnVisibility
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
    }

    public var body: some View {
        let visibility = columnVisibility ?? $ownVisibility
        let showsSidebar = visibility.wrappedValue != .detailOnly
        _Paned(axis: .horizontal, keepsStartSize: true) {
            _SplitColumn(isVisible: showsSidebar, minWidth: 200) {
                sidebar.listStyle(.sidebar).styleContext(.sidebar)
            }
            if let content {
                _Paned(axis: .horizontal, keepsStartSize: true) {
                    _SplitColumn(isVisible: true, minWidth: 240) { content }
                    _SplitColumn(isVisible: true, minWidth: nil) { detail }
                }
            } else {
                _SplitColumn(isVisible: true, minWidth: nil) { detail }
            }
        }
        .toolbar {
            ToolbarItem(placement: .navigation) {
                Toggle(isOn: Binding(get: { showsSidebar }, set: { visibility.wrappedValue = $0 ? .all : .detailOnly })) {
                    Image(systemName: "sidebar-show-symbolic")
                }
                .toggleStyle(.button)
                .keyboardShortcut(KeyEquivalent("\u{F70C}"), modifiers: [])  // F9, as in GNOME's apps
                .help("Show Sidebar")
                .accessibilityLabel("Show Sidebar")
            }
        }
    }
}

/// Which columns of a `NavigationSplitView` show.
public enum NavigationSplitViewVisibility: Hashable, Sendable {
    /// As the app decides: every column.
    case automatic
    /// Every column.
    case all
    /// The content and detail, without the sidebar.
    case doubleColumn
    /// The detail alone.
    case detailOnly
}

/// One column of a split view: a box of its views, as wide as `minWidth` at least.
struct _SplitColumn<Content: View>: View {
    let isVisible: Bool
    let minWidth: CGFloat?
    let content: Content

    init(isVisible: Bool, minWidth: CGFloat?, @ViewBuilder content: () -> Content) {
        self.isVisible = isVisible
        self.minWidth = minWidth
        self.content = content()
    }

    var body: some View {
        _StackPageBox(isVisible: isVisible, content: content)
            .frame(minWidth: minWidth)
    }
}

extension View {
    /// The width of the split view column this view fills: its width at least, which the
    /// user can drag wider.
    ///
    /// ```swift
    /// List(selection: $selection) { … }.navigationSplitViewColumnWidth(260)
    /// ```
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        frame(minWidth: width)
    }

    /// The widths of the split view column this view fills: `min` at least, or `ideal` if
    /// no `min` is given. GTK's split views start a column at its least width and have no
    /// maximum: the user can drag a column wider than `max`. (A size request, not a frame
    /// with an ideal width, which would put the column in a layout of its own.)
    ///
    /// ```swift
    /// Sidebar().navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 320)
    /// ```
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        frame(minWidth: min ?? ideal)
    }
}
