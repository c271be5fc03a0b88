extension View {
    /// The actions a touch screen user reveals by swiping a list row: on GNOME, the row's
    /// context menu, opened by a right click, a long press, or the Menu key.
    ///
    /// ```swift
    /// Text(trip.name)
    ///     .swipeActions {
    ///         Button("Delete", role: .destructive) { delete(trip) }
    ///     }
    /// ```
    ///
    /// A row has one context menu: with actions for both edges, or a `contextMenu` too, the
    /// innermost modifier's show. `allowsFullSwipe` has nothing to do without a swipe.
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> some View {
        contextMenu(menuItems: content)
    }
}
