extension View {
    /// Shows pages of `data`'s type pushed on the `NavigationStack` this view is the root of:
    /// with `NavigationLink(value:)`, or by appending to the stack's path.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List(notes) { note in NavigationLink(note.title, value: note) }
    ///         .navigationDestination(for: Note.self) { note in NoteEditor(note: note) }
    /// }
    /// ```
    ///
    /// Declare destinations on the stack's root view (anywhere inside it); a page pushed for a
    /// type with none is reported in the log and shows nothing.
    public func navigationDestination<D: Hashable, Destination: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> Destination
    ) -> some View {
        viewOutput(NavigationDestinationKey.self) {
            _NavigationDestination(dataType: ObjectIdentifier(D.self)) { value in
                (value.base as? D).map { AnyView(destination($0)) }
            }
        }
    }
}

/// The key destinations travel under to their `NavigationStack`.
struct NavigationDestinationKey: ViewOutputKey {
    typealias Content = _NavigationDestination
}

/// How to show the pages of one type; shows nothing itself.
public struct _NavigationDestination: View {
    let dataType: ObjectIdentifier
    let make: (AnyHashable) -> AnyView?

    public var body: some View { EmptyView() }
}

extension ViewOutputList<_NavigationDestination> {
    /// The page for `value`, from the last destination for its type.
    func page(for value: AnyHashable) -> AnyView? {
        let type = ObjectIdentifier(Swift.type(of: value.base))
        return elements.last { $0.content.dataType == type }?.content.make(value)
    }
}
