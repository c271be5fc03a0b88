import Foundation

extension View {
    /// Lets the user search this view: a search bar above it, hidden until Ctrl+F (GNOME's
    /// search key) shows it, with a search field bound to `text`. Escape in the field, or
    /// Ctrl+F again, hides the bar and empties the field, as GNOME apps do.
    ///
    /// ```swift
    /// List(filteredNotes) { NoteRow(note: $0) }
    ///     .searchable(text: $query, prompt: "Search notes")
    /// ```
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil) -> some View {
        _SearchableView(content: self, text: text, prompt: prompt.map { Text($0) }, isPresented: nil)
    }

    /// A search bar whose showing follows `isPresented`; see `searchable(text:placement:prompt:)`.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil
    ) -> some View {
        _SearchableView(content: self, text: text, prompt: prompt.map { Text($0) }, isPresented: isPresented)
    }
}

/// Where a search field goes; on GNOME, a search bar above the view, whatever is asked.
///
/// ```swift
/// .searchable(text: $query, placement: .sidebar)
/// ```
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

/// A view with a search bar above it; see `View.searchable(text:placement:prompt:)`.
public struct _SearchableView<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let prompt: Text?
    let isPresented: Binding<Bool>?
    @State private var isSearching = false

    public var body: some View {
        VStack(spacing: 0) {
            _SearchBar(isSearching: isPresented ?? $isSearching, text: text, prompt: prompt)
            content
        }
    }
}

/// A `GtkSearchBar` holding a `GtkSearchEntry`; part of `searchable`. Its shortcut, Ctrl+F,
/// shows and hides it.
struct _SearchBar: View, ElementView {
    let isSearching: Binding<Bool>
    let text: Binding<String>
    let prompt: Text?
    typealias Body = Never

    static var widgetClass: WidgetClass { .searchBar }

    var childContent: _SearchField? { _SearchField(text: text, prompt: prompt) }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(fill: .horizontal)
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.searchModeEnabled, isSearching.wrappedValue)
        list.add(.shortcut, KeyboardShortcut("f", modifiers: .control).gtkTrigger)
    }

    func handle(_ event: WidgetEvent) {
        if let searching = event.value(of: .searchModeEnabled) { isSearching.wrappedValue = searching }
    }
}

/// A `GtkSearchEntry` bound to the search text; part of `searchable`.
struct _SearchField: View, TextEntryView {
    let text: Binding<String>
    let prompt: Text?
    var label: Text { prompt ?? Text("Search") }
    typealias Body = Never

    static var widgetClass: WidgetClass { .searchEntry }
}
