/// What a scene's window puts around its content: a header bar (the title bar GNOME apps draw
/// themselves) showing the toolbar items of the views shown, and the app's primary menu.
///
/// ```swift
/// ViewGraph(content: NotesView().modifier(_WindowChrome(commands: [], hasSettings: false)), …)
/// ```
public struct _WindowChrome: ViewModifier {
    let commands: [CommandEntry]
    let hasSettings: Bool
    public typealias Body = Never
}

extension _WindowChrome: PrimitiveModifier {
    static func makeNode<Content: View>(_ modifier: Self, content: Content, parent: Node) -> Node {
        WindowChromeNode(chrome: modifier, content: content, parent: parent)
    }
}

/// The node of `_WindowChrome`: its content as a view list shows it, and beside it, in the
/// window itself, the header bar (`TitlebarNode`), which reads the toolbars the content sends.
@MainActor
final class WindowChromeNode<Content: View>: SingleChildNode {
    private let toolbars = ViewOutputCollector<ToolbarKey>()
    private var titlebar: TitlebarNode!

    init(chrome: _WindowChrome, content: Content, parent: Node) {
        super.init(parent: parent)
        child = makeNode(collecting(content), parent: self)
        titlebar = TitlebarNode(content: headerBar(chrome), parent: self)
    }

    private func headerBar(_ chrome: _WindowChrome) -> _WindowHeaderBar {
        _WindowHeaderBar(
            toolbars: ViewOutputKeyValueProxy(collector: toolbars),
            primaryMenu: _PrimaryMenu(commands: chrome.commands, hasSettings: chrome.hasSettings))
    }

    private func collecting(_ content: Content) -> ModifiedContent<Content, ViewOutputCollecting<ToolbarKey>> {
        content.modifier(ViewOutputCollecting(collector: toolbars))
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

/// Holds the header bar, whose widget goes into the window (the graph's root container) as
/// its title bar, whatever container the chrome's content is in.
@MainActor
final class TitlebarNode: SingleChildNode {
    init<Content: View>(content: Content, parent: Node) {
        super.init(parent: parent)
        child = makeNode(content, parent: self)
        _ = child!.attach(after: nil)
    }

    override var containerForChildren: ContainerNode {
        var node: Node = self
        while let parent = node.parent { node = parent }
        return node as! ContainerNode
    }

    /// The title bar has a place of its own in the window.
    override func anchor(before child: Node) -> WidgetNode? { nil }
}
