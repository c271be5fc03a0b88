/// A window's header bar: the items of the toolbars of the views shown in it, at its start,
/// in place of its title and at its end, around GNOME's window controls. Styles see the items
/// in the `.headerBar` style context.
struct _WindowHeaderBar: View {
    let toolbars: ViewOutputKeyValueProxy<ToolbarKey>
    let titles: ViewOutputKeyValueProxy<NavigationTitleKey>
    let subtitles: ViewOutputKeyValueProxy<NavigationSubtitleKey>
    /// The scene's title, shown when no view gives one.
    let sceneTitle: String
    /// The app's main menu; none in a sheet.
    let primaryMenu: _PrimaryMenu?

    var body: some View {
        _HeaderBar {
            ViewOutputKeyValueReader(toolbars) { toolbars in
                let items = HeaderBarItems(toolbars)
                if !items.start.isEmpty {
                    _HeaderBarStart(content: ForEach(items.start) { $0 })
                }
                if !items.title.isEmpty {
                    _HeaderBarTitle(content: ForEach(items.title) { $0 })
                } else {
                    // With a subtitle, the title and subtitle in place of GTK's own title.
                    ViewOutputKeyValueReader(subtitles) { subtitles in
                        if let subtitle = subtitles.last(where: { $0.content.subtitle != nil })?.content.subtitle {
                            ViewOutputKeyValueReader(titles) { titles in
                                _HeaderBarTitle(
                                    content: _WindowTitle(
                                        title: titles.last(where: { $0.content.title != nil })?.content.title ?? sceneTitle,
                                        subtitle: subtitle))
                            }
                        }
                    }
                }
                if !items.end.isEmpty || primaryMenu != nil {
                    _HeaderBarEnd {
                        ForEach(items.end) { $0 }
                        if let primaryMenu { primaryMenu }
                    }
                }
            }
        }
        .styleContext(.headerBar)
    }
}

/// The items of every toolbar shown, sorted into the header bar's parts, in tree order.
struct HeaderBarItems {
    /// One item, identified by its toolbar and its place in it.
    struct Item: View, Identifiable {
        struct ID: Hashable {
            let toolbar: Int
            let path: [Int]
        }

        let id: ID
        let entry: ToolbarEntry

        var body: some View {
            entry.content.styleClass(entry.placement.styleClass).keyboardShortcut(entry.placement.shortcut)
        }
    }

    var start: [Item] = []
    var title: [Item] = []
    var end: [Item] = []

    @MainActor
    init(_ toolbars: ViewOutputList<_ToolbarItems>) {
        for toolbar in toolbars {
            for entry in toolbar.content.items {
                let item = Item(id: Item.ID(toolbar: toolbar.id, path: entry.path), entry: entry)
                switch entry.placement.slot {
                case .start: start.append(item)
                case .title: title.append(item)
                case .end: end.append(item)
                }
            }
        }
    }
}

/// A `GtkHeaderBar`; its children are its parts (`HeaderBarPart`).
struct _HeaderBar<Content: View>: View, ElementView {
    let content: Content
    typealias Body = Never

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    static var widgetClass: WidgetClass { .headerBar }

    var childContent: Content? { content }

    /// GTK places the parts itself.
    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .fill, vertical: .fill) }

    /// A window gives its title bar its whole width.
    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(fill: [.horizontal, .vertical])
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {}
}

/// A box of items in one part of a header bar: its class says which (`GtkContainer` packs it
/// there), so each part is a type of its own.
protocol HeaderBarPart: ElementView {
    init(content: Content)
}

extension HeaderBarPart {
    var childAxis: Axis? { .horizontal }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.spacing, 6)
    }
}

/// The items packed at the start of a header bar.
struct _HeaderBarStart<Content: View>: View, HeaderBarPart {
    let content: Content
    typealias Body = Never
    static var widgetClass: WidgetClass { .headerBarStart }
    var childContent: Content? { content }
}

/// The items in place of a header bar's title.
struct _HeaderBarTitle<Content: View>: View, HeaderBarPart {
    let content: Content
    typealias Body = Never
    static var widgetClass: WidgetClass { .headerBarTitle }
    var childContent: Content? { content }
}

/// The items packed at the end of a header bar (the primary menu last, at the edge).
struct _HeaderBarEnd<Content: View>: View, HeaderBarPart {
    let content: Content

    init(content: Content) {
        self.content = content
    }

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    typealias Body = Never
    static var widgetClass: WidgetClass { .headerBarEnd }
    var childContent: Content? { content }
}
