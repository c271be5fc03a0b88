/// A button that opens a menu of actions: a `GtkMenuButton` whose menu is a `GMenu`, each
/// `Button` inside an item, each `Toggle` a checkable item, each `Menu` a submenu; `Section`s
/// and `Divider`s group items between separators.
///
/// ```swift
/// Menu("Sort") {
///     Toggle("Ascending", isOn: $ascending)
///     Divider()
///     Button("By Name") { sort(\.name) }
///     Button("By Date") { sort(\.date) }
/// }
/// Menu {
///     Button("Rename…") { rename() }.keyboardShortcut("r")
///     Menu("Share") { Button("Copy Link") { copyLink() } }
///     Section { Button("Delete", role: .destructive) { delete() } }
/// } label: {
///     Image(systemName: "view-more-symbolic")
/// }
/// ```
///
/// A `.keyboardShortcut` on an item is shown beside it; a disabled item is greyed out.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        VariadicViewAdapter(source: content) { children in
            _MenuButton(title: ButtonTitle(label), label: Text.plainContent(of: label), sections: MenuEntry.sections(of: children))
        }
    }
}

extension Menu where Label == Text {
    /// A menu titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// One item of a menu as Gnomon builds it: what it shows and what it does.
struct MenuEntry {
    enum Kind {
        case action(ButtonRole?, () -> Void)
        case toggle(Binding<Bool>)
        case submenu([MenuSection])
        /// Ends the section it is in.
        case divider
    }

    var title: String
    var kind: Kind
    var isDisabled = false
    var shortcut: KeyboardShortcut?

    /// The sections of a menu's content: `Section`s and the items between `Divider`s.
    @MainActor
    static func sections(of children: VariadicView) -> [MenuSection] {
        var sections: [MenuSection] = []
        for section in children.sections {
            var current = MenuSection(title: section.header.first?.plainText, entries: [])
            for child in section.content {
                guard let entry = child.menuEntry else { continue }
                if case .divider = entry.kind {
                    if !current.entries.isEmpty { sections.append(current) }
                    current = MenuSection(title: nil, entries: [])
                } else {
                    current.entries.append(entry)
                }
            }
            if !current.entries.isEmpty { sections.append(current) }
        }
        return sections
    }

    /// How the item shows.
    var item: MenuModel.Item {
        let kind: MenuModel.Item.Kind
        switch self.kind {
        case .action(let role, _): kind = .action(isDestructive: role == .destructive)
        case .toggle(let isOn): kind = .toggle(isOn: isOn.wrappedValue)
        case .submenu(let sections): kind = .submenu(MenuModel(sections: sections.map(\.model)))
        case .divider: preconditionFailure("a divider is not an item")
        }
        return MenuModel.Item(title: title, kind: kind, isDisabled: isDisabled, shortcut: shortcut?.gtkTrigger)
    }
}

/// Items of a menu between separators.
struct MenuSection {
    var title: String?
    var entries: [MenuEntry]

    var model: MenuModel.Section {
        MenuModel.Section(title: title, items: entries.map(\.item))
    }
}

/// A view a menu shows as an item: a button, a toggle, a menu, a divider, or one of these
/// modified (`.disabled`, `.keyboardShortcut`).
@MainActor
protocol MenuItemView {
    var menuEntry: MenuEntry? { get }
}

extension Button: MenuItemView {
    var menuEntry: MenuEntry? {
        MenuEntry(title: Text.plainContent(of: label) ?? "", kind: .action(role, action))
    }
}

extension Toggle: MenuItemView {
    var menuEntry: MenuEntry? {
        MenuEntry(title: Text.plainContent(of: label) ?? "", kind: .toggle(isOn))
    }
}

extension Menu: MenuItemView {
    var menuEntry: MenuEntry? {
        MenuEntry(title: Text.plainContent(of: label) ?? "", kind: .submenu(MenuEntry.sections(of: VariadicView(collecting: content))))
    }
}

extension Divider: MenuItemView {
    var menuEntry: MenuEntry? { MenuEntry(title: "", kind: .divider) }
}

extension ModifiedContent: MenuItemView where Content: MenuItemView {
    /// The item, disabled or given a shortcut by the modifier; other modifiers do not show in a
    /// menu.
    var menuEntry: MenuEntry? {
        guard var entry = content.menuEntry else { return nil }
        if let disabled = modifier as? _DisabledModifier, disabled.isDisabled { entry.isDisabled = true }
        if let shortcut = modifier as? _KeyboardShortcutModifier, entry.shortcut == nil { entry.shortcut = shortcut.shortcut }
        return entry
    }
}

/// A `GtkMenuButton` showing `sections`; part of `Menu`.
struct _MenuButton: View, ElementView {
    let title: ButtonTitle?
    /// The menu's title as text, its accessible name when it shows an icon.
    let label: String?
    let sections: [MenuSection]
    /// Whether it is its window's primary menu, which F10 opens.
    var isPrimary = false
    typealias Body = Never

    static var widgetClass: WidgetClass { .menuButton }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        switch title {
        case .text(let text): list.add(.label, text)
        case .icon(let name): list.add(.iconName, name)
        case .named, nil: list.add(.label, label)
        }
        list.add(.menuModel, MenuModel(sections: sections.map(\.model)))
        list.add(.primary, isPrimary)
    }

    /// GTK 4.8 names a menu button by its class: its title is its name, or, for an icon, its
    /// tooltip or the icon's name.
    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? {
        guard case .icon(let name) = title else { return label }
        return layout.tooltip ?? label ?? SymbolNames.spokenName(of: name)
    }

    func handle(_ event: WidgetEvent) {
        guard case .menuItemChosen(let number) = event else { return }
        sections.run(number)
    }
}

extension [MenuSection] {
    /// The entries that do something, depth first across sections and submenus, numbered as
    /// `MenuModel.leaves` is.
    var leaves: [MenuEntry] {
        flatMap { section in
            section.entries.flatMap { entry -> [MenuEntry] in
                if case .submenu(let inner) = entry.kind { return inner.leaves }
                return [entry]
            }
        }
    }

    /// Runs item `number` (depth first): an action's closure, or flips a toggle's binding; a
    /// disabled item does nothing.
    @MainActor
    func run(_ number: Int) {
        let leaves = leaves
        guard leaves.indices.contains(number), !leaves[number].isDisabled else { return }
        switch leaves[number].kind {
        case .action(_, let action): action()
        case .toggle(let isOn): isOn.wrappedValue.toggle()
        case .submenu, .divider: break
        }
    }
}

extension View {
    /// A menu that a right click, or a long press, opens on the view: its buttons, toggles,
    /// submenus, sections and dividers, as in a `Menu`. A `GtkPopoverMenu` pointing at the click.
    ///
    /// ```swift
    /// NoteRow(note: note)
    ///     .contextMenu {
    ///         Button("Duplicate") { duplicate(note) }
    ///         Button("Delete", role: .destructive) { delete(note) }
    ///     }
    /// ```
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_ContextMenuModifier(sections: MenuEntry.sections(of: VariadicView(collecting: menuItems()))))
    }
}

/// See `View.contextMenu(menuItems:)`.
public struct _ContextMenuModifier: ViewModifier {
    let sections: [MenuSection]
    public typealias Body = Never
}

extension _ContextMenuModifier: AttributeModifier {
    /// The innermost menu is the widget's.
    func apply(to layout: inout LayoutAttributes) {
        if layout.contextMenu == nil { layout.contextMenu = MenuModel(sections: sections.map(\.model)) }
    }

    func handle(_ event: WidgetEvent) -> Bool {
        guard case .contextMenuItemChosen(let number) = event else { return false }
        sections.run(number)
        return true
    }
}
