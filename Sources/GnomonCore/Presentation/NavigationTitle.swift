import Foundation

extension View {
    /// Titles the window this view is in: the window's title (its header bar's) follows the
    /// last `navigationTitle` in the view tree of the views shown (not a page under another in
    /// a navigation stack, nor a tab not chosen), and goes back to the scene's title when none
    /// is.
    ///
    /// ```swift
    /// NoteEditor(note: note)
    ///     .navigationTitle(note.title)
    /// ```
    public func navigationTitle(_ title: String) -> some View {
        modifier(_NavigationTitleModifier(title: title))
    }

    /// Adds a line under the window's title in its header bar, while the view is shown: a
    /// folder's path, a count of items.
    ///
    /// ```swift
    /// NotesList(notes: notes)
    ///     .navigationTitle("Notes")
    ///     .navigationSubtitle("\(notes.count) notes")
    /// ```
    public func navigationSubtitle(_ subtitle: String) -> some View {
        modifier(_NavigationSubtitleModifier(subtitle: subtitle))
    }

    /// Titles the window with `title`'s text; see `navigationTitle(_:)`.
    public func navigationTitle(_ title: Text) -> some View {
        navigationTitle(title.content)
    }

    /// Titles the window with a localized title; see `navigationTitle(_:)`.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey).content)
    }
}

/// Sends a view's title up to its window, unless the view is hidden behind another (a page
/// under the top of a navigation stack, a tab not shown).
public struct _NavigationTitleModifier: ViewModifier {
    let title: String
    @Environment(\.pageVisibility) private var page

    public func body(content: Content) -> some View {
        content.viewOutput(NavigationTitleKey.self) { _NavigationTitle(title: page?.isVisible ?? true ? title : nil) }
    }
}

/// Where the titles of a window's views go: the graph's own collector, whose last title in
/// tree order titles the window the graph is mounted in (`Host.setTitle(_:of:)`).
struct NavigationTitleKey: ViewOutputKey, GraphCollectedOutputKey {
    typealias Content = _NavigationTitle

    static func apply(_ titles: ViewOutputCollector<Self>, in graph: ViewGraph) {
        graph.host.setTitle(windowTitle(among: titles), of: graph.rootWidget)
    }

    /// The title a window has from its views' titles: the last given in tree order; nil for
    /// its scene's.
    static func windowTitle(among titles: ViewOutputCollector<Self>) -> String? {
        titles.last { $0.title != nil }?.title
    }
}

/// A title sent up by `navigationTitle` (nil from a hidden view); shows nothing itself.
public struct _NavigationTitle: View, Equatable {
    let title: String?

    public var body: some View { EmptyView() }
}

/// Sends a view's subtitle up to its window's header bar, unless the view is hidden behind
/// another.
public struct _NavigationSubtitleModifier: ViewModifier {
    let subtitle: String
    @Environment(\.pageVisibility) private var page

    public func body(content: Content) -> some View {
        content.viewOutput(NavigationSubtitleKey.self) { _NavigationSubtitle(subtitle: page?.isVisible ?? true ? subtitle : nil) }
    }
}

/// Where the subtitles of a window's views go: its header bar.
struct NavigationSubtitleKey: ViewOutputKey {
    typealias Content = _NavigationSubtitle
}

/// A subtitle sent up by `navigationSubtitle` (nil from a hidden view); shows nothing itself.
public struct _NavigationSubtitle: View, Equatable {
    let subtitle: String?

    public var body: some View { EmptyView() }
}

/// A window's title with a subtitle under it, as GNOME's header bars show them.
struct _WindowTitle: View {
    let title: String
    let subtitle: String

    var body: some View {
        VStack(spacing: 0) {
            Text(title).lineLimit(1).styleClass("title")
            Text(subtitle).lineLimit(1).styleClass("subtitle")
        }
    }
}
