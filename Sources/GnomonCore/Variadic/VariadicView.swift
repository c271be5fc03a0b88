/// The subviews of a view, as a collection: what `VariadicViewAdapter` hands its content.
///
/// ```swift
/// VariadicViewAdapter {
///     Text("Apple").tag("apple")
///     Text("Pear").tag("pear")
/// } content: { children in
///     ForEachSubview(children) { index, child in
///         HStack { child; if child.tag(as: String.self) == selection { Image(systemName: "checkmark") } }
///     }
/// }
/// ```
///
/// Tuple views, `ForEach`, `Group`, `Section`, conditionals and views whose body is several
/// views (and that keep no state) flatten into their subviews; anything else is one subview.
/// Shown whole, a variadic view shows every subview in order.
public struct VariadicView: View, RandomAccessCollection {
    public typealias Element = Subview

    let children: [Subview]

    nonisolated public var startIndex: Int { children.startIndex }
    nonisolated public var endIndex: Int { children.endIndex }
    nonisolated public subscript(position: Int) -> Subview { children[position] }

    public var body: some View {
        ForEach(children) { $0 }
    }

    /// The subviews grouped by section: each section's header and footer, and the subviews
    /// between them. Subviews outside any `Section` make a section of their own.
    public var sections: [VariadicSectionView] {
        var sections: [VariadicSectionView] = []
        var current: VariadicSectionView?
        for child in children {
            if current == nil || current!.section != child.section {
                if let current { sections.append(current) }
                current = VariadicSectionView(id: child.section ?? Subview.ID(path: [AnyHashable(sections.count)]))
                current!.section = child.section
            }
            if child.isHeader {
                current!.header.append(child)
            } else if child.isFooter {
                current!.footer.append(child)
            } else {
                current!.content.append(child)
            }
        }
        if let current { sections.append(current) }
        return sections
    }

    /// One subview of a variadic view: a view with an identity, and the traits and tags set on
    /// it in the source.
    ///
    /// ```swift
    /// child.id(as: Fruit.ID.self)          // the ForEach id or .id(_:) it had
    /// child.tag(as: Fruit.self)            // its .tag(_:)
    /// child[BadgeTrait.self]               // a trait set with .trait(BadgeTrait.self, 3)
    /// ```
    public struct Subview: View, Identifiable {
        /// The subview's identity: where it is in the source, with the ids of the `ForEach`
        /// elements and `.id(_:)` views it is inside. Stable while the source's structure is.
        ///
        /// ```swift
        /// ForEach(children, id: \.id) { $0 }
        /// ```
        public struct ID: Hashable, @unchecked Sendable {
            let path: [AnyHashable]
        }

        nonisolated public let id: ID
        let content: AnyViewStorageBase
        let explicitID: AnyHashable?
        let traits: ViewTraits
        /// The subview's position in the variadic view.
        let index: Int
        /// The path of the `Section` it is in, if any.
        let section: ID?
        /// The path of the `GridRow` it is in, if any.
        let gridRow: ID?

        public var body: AnyView {
            AnyView(storage: content)
        }

        /// The explicit id the subview had in the source (its `ForEach` element's, or its
        /// `.id(_:)`), as a `T`. For `Int` without one, its position.
        public func id<T: Hashable>(as type: T.Type = T.self) -> T? {
            if let explicitID { return explicitID.base as? T }
            return index as? T
        }

        /// The value of the subview's `.tag(_:)`, as a `T`.
        public func tag<T: Hashable>(as type: T.Type = T.self) -> T? {
            traits.value(of: TagTraitKey.self)??.base as? T
        }

        /// The subview's tag, or else its explicit id, as a `T`: the value a selection of `T`
        /// compares with.
        public func selection<T: Hashable>(as type: T.Type = T.self) -> T? {
            tag(as: type) ?? id(as: type)
        }

        /// The value of a trait set on the subview in the source, or the key's default.
        public subscript<Key: ViewTraitKey>(key: Key.Type) -> Key.Value {
            traits.value(of: key) ?? Key.defaultValue
        }

        /// The subview's text, if it is plain text: a `Text`, or a `Label` whose title is one.
        var plainText: String? { content.plainText }

        /// The menu item the subview is, if it is one.
        var menuEntry: MenuEntry? { content.menuEntry }

        /// Whether the subview is a `Section`'s header.
        public var isHeader: Bool { self[IsSectionHeaderTraitKey.self] }
        /// Whether the subview is a `Section`'s footer.
        public var isFooter: Bool { self[IsSectionFooterTraitKey.self] }
    }
}

/// Shorthand for a variadic view's subview.
///
/// ```swift
/// func badge(of child: Subview) -> Int { child[BadgeTrait.self] }
/// ```
public typealias Subview = VariadicView.Subview

/// One section of a variadic view: its header, content and footer subviews.
///
/// ```swift
/// ForEach(children.sections) { section in
///     VStack { section.header; ForEach(section.content) { $0 } }
/// }
/// ```
public struct VariadicSectionView: View, Identifiable {
    nonisolated public let id: Subview.ID
    public internal(set) var header: [Subview] = []
    public internal(set) var content: [Subview] = []
    public internal(set) var footer: [Subview] = []
    var section: Subview.ID?

    init(id: Subview.ID) {
        self.id = id
    }

    public var body: some View {
        ForEach(header) { $0 }
        ForEach(content) { $0 }
        ForEach(footer) { $0 }
    }
}

extension AnyView {
    /// An erased view from its storage.
    init(storage: AnyViewStorageBase) {
        self.storage = storage
    }
}
