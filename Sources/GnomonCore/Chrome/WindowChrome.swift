/// What a scene's window puts around its content: a header bar (the title bar GNOME apps draw
/// themselves) showing the toolbar items of the views shown, and the app's primary menu.
///
/// ```swift
/// ViewGraph(content: NotesView().modifier(_WindowChrome(title: "Notes", commands: [], hasSettings: false)), …)
/// ```
public struct _WindowChrome: ViewModifier {
    /// The scene's title, which the window has when no view gives one.
    let title: String
    /// The app's commands, for the primary menu; nil for a window with none (a sheet's).
    let commands: [CommandEntry]?
    let hasSettings: Bool
    public typealias Body = Never
}

extension _WindowChrome: PrimitiveModifier {
    static func makeNode<Content: View>(_ modifier: Self, content: Content, parent: Node) -> Node {
        WindowChromeNode(chrome: modifier, content: content, parent: parent)
    }
}

/// The node of `_WindowChrome`: its content as a view list shows it, and beside it, in the
/// window itself, the header bar (`TitlebarNode`), which reads the toolbars the content sends;
/// the titles the content sends title the window.
@MainActor
final class WindowChromeNode<Content: View>: SingleChildNode {
    private let toolbars = ViewOutputCollector<ToolbarKey>()
    private let titles = ViewOutputCollector<NavigationTitleKey>()
    private let subtitles = ViewOutputCollector<NavigationSubtitleKey>()
    private let dismissLocks = ViewOutputCollector<InteractiveDismissKey>()
    private var titlebar: TitlebarNode!

    init(chrome: _WindowChrome, content: Content, parent: Node) {
        super.init(parent: parent)
        let window = enclosingWindow, host = graph.host
        // A window removed from the tree may live on until the graph's cleanup (`retire`), its
        // titles set once the update has placed every node.
        graph.follow(titles) { [weak window] titles in
            guard let window, window.isMounted else { return }
            host.setTitle(NavigationTitleKey.windowTitle(among: titles), of: window.widget)
        }
        if window is WidgetNode {
            // The user may close a sheet's window (Escape, its close button) unless a view in
            // it holds that back (`interactiveDismissDisabled`).
            graph.follow(dismissLocks) { [weak window] locks in
                guard let window, window.isMounted else { return }
                host.set(Property(.deletable, !locks.value.contains { $0.content.isDisabled }), on: window.widget)
            }
        }
        child = makeNode(collecting(content), parent: self)
        titlebar = TitlebarNode(content: headerBar(chrome), parent: self)
    }


    private func headerBar(_ chrome: _WindowChrome) -> _WindowHeaderBar {
        _WindowHeaderBar(
            toolbars: ViewOutputKeyValueProxy(collector: toolbars), titles: ViewOutputKeyValueProxy(collector: titles),
            subtitles: ViewOutputKeyValueProxy(collector: subtitles), sceneTitle: chrome.title,
            primaryMenu: chrome.commands.map { _PrimaryMenu(commands: $0, hasSettings: chrome.hasSettings, appName: chrome.title) })
    }

    /// The content, sending its toolbars, titles, subtitles and dismiss locks to this window.
    private func collecting(
        _ content: Content
    ) -> ModifiedContent<
        ModifiedContent<
            ModifiedContent<ModifiedContent<Content, ViewOutputCollecting<ToolbarKey>>, ViewOutputCollecting<NavigationTitleKey>>,
            ViewOutputCollecting<NavigationSubtitleKey>
        >,
        ViewOutputCollecting<InteractiveDismissKey>
    > {
        content.modifier(ViewOutputCollecting(collector: toolbars)).modifier(ViewOutputCollecting(collector: titles))
            .modifier(ViewOutputCollecting(collector: subtitles)).modifier(ViewOutputCollecting(collector: dismissLocks))
    }

    override func update<V: View>(to view: V) {
        let view = reinterpret(view, as: ModifiedContent<Content, _WindowChrome>.self)
        child!.update(to: collecting(view.content))
        titlebar.child!.update(to: headerBar(view.modifier))
    }

    override func forEachChild(_ body: (Node) -> Void) {
        body(child!)
        body(titlebar)
    }

    /// The header bar is not in the view list; only the content is.
    override func forEachTopLevelWidget(_ body: (WidgetNode) -> Void) {
        child!.forEachTopLevelWidget(body)
    }

    /// The header bar leaves the window with the content.
    override func unmount() {
        titlebar.forEachTopLevelWidget { graph.remove($0) }
        super.unmount()
    }
}

/// Holds the header bar, whose widget goes into the window (the graph's root container, or a
/// sheet's window) as its title bar, whatever container the chrome's content is in.
@MainActor
final class TitlebarNode: SingleChildNode {
    init<Content: View>(content: Content, parent: Node) {
        super.init(parent: parent)
        child = makeNode(content, parent: self)
        // A sheet's window is made after its content: the header bar goes in as it is.
        graph.attach(self, firstInContainer: containerForChildren)
    }

    /// The window the chrome is in: the graph's root, or a sheet's window.
    override var containerForChildren: ContainerNode { enclosingWindow }

    /// The title bar has a place of its own in the window.
    override func anchor(before child: Node) -> WidgetNode? { nil }
}

extension Node {
    /// The window this node is in: the graph's root, or a sheet's window.
    var enclosingWindow: ContainerNode {
        var node = parent!
        while !((node as? ContainerNode)?.isWindow ?? false) { node = node.parent! }
        return node as! ContainerNode
    }
}
