/// One page of a `GtkStack` (a navigation stack's or a tab view's): a box holding the page's
/// views. Only a shown page's toolbar items and titles show (`PageVisibility`); `dismiss` in a
/// pushed page pops it.
///
/// ```swift
/// _StackPage(isShown: tab == selection, isAlwaysVisible: false, pop: nil) { content }
/// ```
struct _StackPage<Content: View>: View {
    let isShown: Bool
    /// Whether the page stays visible to its stack when not shown: a navigation stack shows
    /// its last page itself, a tab view's stack the one visible page.
    let isAlwaysVisible: Bool
    let pop: (() -> Void)?
    let content: Content
    @Environment(\.pageVisibility) private var parent
    /// The page's visibility, made once per page as the page is at first; a change of
    /// `isShown` later sets it once the update is over, for the toolbars and titles inside.
    @State private var visibility: PageVisibility

    init(isShown: Bool, isAlwaysVisible: Bool, pop: (() -> Void)?, @ViewBuilder content: () -> Content) {
        self.isShown = isShown
        self.isAlwaysVisible = isAlwaysVisible
        self.pop = pop
        self.content = content()
        _visibility = State(initialValue: PageVisibility(isShown: isShown))
    }

    var body: some View {
        visibility.parent = parent
        return _StackPageBox(isVisible: isAlwaysVisible || isShown, content: content)
            .environment(\.pageVisibility, visibility)
            .transformEnvironment(\.dismiss) { dismiss in
                if let pop { dismiss = DismissAction(pop) }
            }
            .onChange(of: isShown) { _, shown in visibility.isShown = shown }
    }
}

/// The box of one stack page; its stack shows it only while it is visible.
struct _StackPageBox<Content: View>: View, ElementView {
    let isVisible: Bool
    let content: Content
    typealias Body = Never

    static var widgetClass: WidgetClass { .stackPage }

    var childContent: Content? { content }

    var childAxis: Axis? { .vertical }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(expand: [.horizontal, .vertical])
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.orientation, Axis.vertical)
        list.add(.visible, isVisible)
    }
}
