extension View {
    /// Shows `content` in a sheet while `isPresented` is true: a modal window in front of this
    /// view's, with a header bar of its own for the content's toolbar items and title. Escape,
    /// the close button or `dismiss` inside close it, setting `isPresented` to false and then
    /// calling `onDismiss`.
    ///
    /// ```swift
    /// Button("New Note…") { showsComposer = true }
    ///     .sheet(isPresented: $showsComposer) {
    ///         Composer()
    ///             .navigationTitle("New Note")
    ///             .toolbar {
    ///                 ToolbarItem(placement: .cancellationAction) { Button("Cancel") { showsComposer = false } }
    ///                 ToolbarItem(placement: .confirmationAction) { Button("Add") { add(); showsComposer = false } }
    ///             }
    ///     }
    /// ```
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _PresentationAnchor(
            base: self,
            presented: isPresented.wrappedValue
                ? _PresentedSheet(isPresented: isPresented, onDismiss: onDismiss, content: content()) : nil)
    }

    /// Shows a sheet for `item` while it is not nil; a new item (another id) shows a new sheet.
    ///
    /// ```swift
    /// List(notes) { note in Button(note.title) { editing = note } }
    ///     .sheet(item: $editing) { note in NoteEditor(note: note) }
    /// ```
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return _PresentationAnchor(
            base: self,
            presented: item.wrappedValue.map {
                _PresentedSheet(isPresented: isPresented, onDismiss: onDismiss, content: content($0).id($0.id))
            })
    }
}

/// A modal window in front of its anchor's window, there while the sheet is presented; part
/// of `.sheet`. Its content has a header bar of its own (`_WindowChrome`), and `dismiss`
/// closes it.
struct _PresentedSheet<Content: View>: View, ElementView {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let content: Content
    typealias Body = Never

    static var widgetClass: WidgetClass { .sheetWindow }

    var childContent: _SheetContent<Content>? {
        _SheetContent(content: content, dismiss: close)
    }

    var implicitStackAxis: Axis? { .vertical }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.presented, true)
    }

    func handle(_ event: WidgetEvent) {
        if let shown = event.value(of: .presented), !shown { close() }
    }

    private func close() {
        guard isPresented.wrappedValue else { return }
        isPresented.wrappedValue = false
        onDismiss?()
    }
}

/// A sheet's content in its window: with a header bar, shown, and closed by `dismiss`.
struct _SheetContent<Content: View>: View {
    let content: Content
    let dismiss: () -> Void

    var body: some View {
        content
            .modifier(_WindowChrome(title: "", commands: nil, hasSettings: false))
            .environment(\.pageVisibility, nil)
            .transformEnvironment(\.dismiss) { $0 = DismissAction(dismiss) }
    }
}

extension View {
    /// Keeps the user from closing the sheet this view is in: its close button goes, and
    /// Escape does nothing, while `isDisabled` is true. The sheet closes when the app says so
    /// (`dismiss`, or the binding that presents it).
    ///
    /// ```swift
    /// EditorForm(draft: $draft)
    ///     .interactiveDismissDisabled(draft.hasChanges)
    /// ```
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        viewOutput(InteractiveDismissKey.self) { _InteractiveDismiss(isDisabled: isDisabled) }
    }
}

/// Where a sheet's views say the user may not close it: the sheet's window chrome.
struct InteractiveDismissKey: ViewOutputKey {
    typealias Content = _InteractiveDismiss
}

/// An `interactiveDismissDisabled`, sent up; shows nothing itself.
public struct _InteractiveDismiss: View, Equatable {
    let isDisabled: Bool

    public var body: some View { EmptyView() }
}
