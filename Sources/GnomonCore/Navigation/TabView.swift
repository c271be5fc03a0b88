/// Views the user switches between, one at a time: a `GtkStack` of the tabs, with linked
/// buttons for them (GNOME's stack switcher) in the middle of the window's header bar.
///
/// ```swift
/// TabView(selection: $section) {
///     Inbox().tabItem { Label("Inbox", systemImage: "mail-inbox-symbolic") }.tag(Section.inbox)
///     Sent().tabItem { Text("Sent") }.tag(Section.sent)
/// }
/// ```
///
/// Each subview of the content is a tab, titled by its `.tabItem` (or a `Tab`'s title) and
/// selected by its `.tag` (without tags, by its position). A tab not shown keeps its state;
/// only the shown tab's toolbar items show.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?

    /// Tabs whose selection is `selection`: a tab's tag, or its position for `Int`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        VariadicViewAdapter(source: content) { tabs in
            let selected = selectedIndex(in: tabs)
            _TabStack {
                ForEachSubview(tabs) { index, tab in
                    _StackPage(isShown: index == selected, isAlwaysVisible: false, pop: nil) { tab }
                }
            }
            .toolbar {
                ToolbarItem(placement: .principal) {
                    _RadioGroup(axis: .horizontal) {
                        ForEachSubview(tabs) { index, tab in
                            _ChoiceButton<_SegmentLook>(title: tab[TabItemTraitKey.self] ?? tab.plainText, isOn: index == selected) {
                                choose(tab, at: index)
                            }
                        }
                    }
                    .styleClass("linked")
                }
            }
        }
    }

    /// The position of the tab selected: the one whose tag (or position) is the selection, or
    /// else the first.
    private func selectedIndex(in tabs: VariadicView) -> Int {
        let value: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection
        guard let value else { return 0 }
        return tabs.indices.first { tabValue(tabs[$0], at: $0) == value } ?? 0
    }

    private func tabValue(_ tab: Subview, at index: Int) -> AnyHashable {
        tab.tag(as: AnyHashable.self) ?? AnyHashable(index)
    }

    private func choose(_ tab: Subview, at index: Int) {
        if let selection {
            guard let value = tabValue(tab, at: index).base as? SelectionValue else { return }
            selection.wrappedValue = value
        } else {
            ownSelection = tabValue(tab, at: index)
        }
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep their selection themselves, the first shown at first.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// A tab's title, from `.tabItem`.
struct TabItemTraitKey: ViewTraitKey {
    static var defaultValue: String? { nil }
}

extension View {
    /// Titles this view as a tab of a `TabView`: the label's text (a `Text`, or a `Label`'s
    /// title) is its button's.
    ///
    /// ```swift
    /// Inbox().tabItem { Label("Inbox", systemImage: "mail-inbox-symbolic") }
    /// ```
    public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> some View {
        trait(TabItemTraitKey.self, AnyView(label()).storage.plainText)
    }
}

/// A tab of a `TabView`: its title, and the value the view's selection selects it by. Its
/// button shows the title, as GNOME's stack switcher does; `systemImage` is not shown.
///
/// ```swift
/// TabView(selection: $section) {
///     Tab("Inbox", systemImage: "mail-inbox-symbolic", value: Section.inbox) { Inbox() }
///     Tab("Sent", systemImage: "mail-send-symbolic", value: Section.sent) { Sent() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View>: View {
    let title: String
    let value: Value
    let content: Content

    public init(_ title: String, systemImage: String? = nil, value: Value, @ViewBuilder content: () -> Content) {
        self.title = title
        self.value = value
        self.content = content()
    }

    public var body: some View {
        content.tabItem { Text(title) }.tag(value)
    }
}

/// In a tab view, a tab is one subview, its content, titled and tagged: several views in it
/// are one page.
extension Tab: SubviewList {
    func visitSubviews(context: SubviewContext, into sink: SubviewSink) {
        var context = context
        context.traits.add(TabItemTraitKey.self, title)
        context.traits.add(TagTraitKey.self, AnyHashable(value))
        sink.add(content, context: context)
    }
}
