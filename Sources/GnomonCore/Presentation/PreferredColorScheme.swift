extension View {
    /// Asks for the app's light or dark style while this view is shown, as GNOME apps
    /// choose it: GTK's dark preference for the app (`gtk-application-prefer-dark-theme`),
    /// which every window follows. nil leaves it to the system; the last view in the tree
    /// that asks decides.
    ///
    /// ```swift
    /// ContentView()
    ///     .preferredColorScheme(darkMode ? .dark : nil)
    /// ```
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        viewOutput(PreferredColorSchemeKey.self) { _PreferredColorScheme(colorScheme: colorScheme) }
    }
}

/// Where the style the views ask for goes: the graph's own collector, whose last asked-for
/// style the graph gives the host (`Host.setPreferredColorScheme(_:)`).
struct PreferredColorSchemeKey: ViewOutputKey, GraphCollectedOutputKey {
    typealias Content = _PreferredColorScheme

    static func apply(_ schemes: ViewOutputCollector<Self>, in graph: ViewGraph) {
        graph.host.setPreferredColorScheme(schemes.last { $0.colorScheme != nil }?.colorScheme)
    }
}

/// A style sent up by `preferredColorScheme`; shows nothing itself.
public struct _PreferredColorScheme: View, Equatable {
    let colorScheme: ColorScheme?

    public var body: some View { EmptyView() }
}
