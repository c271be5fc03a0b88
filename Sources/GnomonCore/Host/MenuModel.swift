/// A menu as hosts show it: sections of items, each an action, a toggle or a submenu. The
/// `menu-model` property of a menu button, which the GTK host makes a `GMenu` with an action
/// per item. Items are numbered depth first, across sections and submenus; the user choosing
/// item `n` comes back as `WidgetEvent.menuItemChosen(n)`.
///
/// ```swift
/// MenuModel(sections: [.init(items: [.init(title: "Rename…", kind: .action(isDestructive: false))])])
/// // dumped as menu-model="Rename…"
/// ```
public struct MenuModel: Hashable, Sendable, CustomStringConvertible {
    /// Items shown together, between separators, under an optional title.
    public struct Section: Hashable, Sendable {
        public var title: String?
        public var items: [Item]

        public init(title: String? = nil, items: [Item]) {
            self.title = title
            self.items = items
        }
    }

    /// One item of a menu.
    public struct Item: Hashable, Sendable {
        public indirect enum Kind: Hashable, Sendable {
            /// An action; a destructive one is one the user should think twice about.
            case action(isDestructive: Bool)
            /// A checkable item, checked or not.
            case toggle(isOn: Bool)
            /// A menu inside the menu.
            case submenu(MenuModel)
        }

        public var title: String
        public var kind: Kind
        public var isDisabled: Bool
        /// Its keyboard shortcut, as GTK spells a trigger (`<Control>r`), shown beside it.
        public var shortcut: String?

        public init(title: String, kind: Kind, isDisabled: Bool = false, shortcut: String? = nil) {
            self.title = title
            self.kind = kind
            self.isDisabled = isDisabled
            self.shortcut = shortcut
        }
    }

    public var sections: [Section]

    public init(sections: [Section]) {
        self.sections = sections
    }

    /// The items that do something (actions and toggles), depth first across sections and
    /// submenus: item `n` of the menu is `leaves[n]`.
    public var leaves: [Item] {
        sections.flatMap { section in
            section.items.flatMap { item -> [Item] in
                if case .submenu(let submenu) = item.kind { return submenu.leaves }
                return [item]
            }
        }
    }

    /// The number, in depth-first order, of the first item titled `title`; nil if none is.
    public func itemNumber(titled title: String) -> Int? {
        leaves.firstIndex { $0.title == title }
    }

    /// The item numbered `number`, in depth-first order.
    public func item(numbered number: Int) -> Item? {
        let leaves = leaves
        return leaves.indices.contains(number) ? leaves[number] : nil
    }

    /// Sections apart with " / ", items with ", ": `Open, Rename… (<Control>r) / Sort: [x] By name,
    /// More ▸ {Delete (destructive)}`.
    public var description: String {
        sections.map { section in
            (section.title.map { "\($0): " } ?? "") + section.items.map(\.description).joined(separator: ", ")
        }.joined(separator: " / ")
    }
}

extension MenuModel.Item: CustomStringConvertible {
    public var description: String {
        var text: String
        switch kind {
        case .action(let isDestructive): text = title + (isDestructive ? " (destructive)" : "")
        case .toggle(let isOn): text = (isOn ? "[x] " : "[ ] ") + title
        case .submenu(let menu): text = "\(title) ▸ {\(menu)}"
        }
        if let shortcut { text += " (\(shortcut))" }
        if isDisabled { text += " (disabled)" }
        return text
    }
}

extension MenuModel: WidgetPropertyObject {
    public var isAbsent: Bool { sections.isEmpty }
}
