/// What a view shows when it has nothing to show — an empty list, a search with no results,
/// nothing selected — as GNOME's status pages show it: a large dimmed icon, a title, a
/// description and actions, centred in the space.
///
/// ```swift
/// ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Press Ctrl+N to write one."))
/// ContentUnavailableView.search(text: query)
/// ContentUnavailableView {
///     Label("No Connection", systemImage: "wifi.slash")
/// } description: {
///     Text("Check the network and try again.")
/// } actions: {
///     Button("Try Again") { reload() }
/// }
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 12) {
            label.labelStyle(StatusPageLabelStyle())
            description.multilineTextAlignment(.center).styleClass("body")
            actions.padding(.top, 12)
        }
        .padding(36)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == GnomonCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title with a symbol, and a description if there is one.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init { GnomonCore.Label(titleKey, systemImage: name) } description: { description }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init { GnomonCore.Label(title, systemImage: name) } description: { description }
    }

    /// A title with a picture the app ships, or an icon of the theme (see `Image(_:bundle:)`).
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init { GnomonCore.Label { Text(titleKey) } icon: { Image(name) } } description: { description }
    }

    /// A search that found nothing.
    ///
    /// ```swift
    /// if results.isEmpty { ContentUnavailableView.search }
    /// ```
    public static var search: Self {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// A search for `text` that found nothing, naming what was searched for.
    public static func search(text: String) -> Self {
        ContentUnavailableView(
            text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}

/// A status page's label: the icon large and dimmed above the title, in GNOME's largest title
/// type. The icon decorates; the title names the page.
struct StatusPageLabelStyle: LabelStyle, PureStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 24) {
            configuration.icon
                .environment(\.statusIconSize, 128)
                .styleClass("dim-label")
                .accessibilityHidden(true)
            configuration.title
                .multilineTextAlignment(.center)
                .styleClass("title-1")
        }
    }
}

private struct StatusIconSizeKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

extension EnvironmentValues {
    /// The size in pixels of the icons inside a status page (`ContentUnavailableView`), over
    /// `imageScale`'s.
    var statusIconSize: Int? {
        get { self[StatusIconSizeKey.self] }
        set { self[StatusIconSizeKey.self] = newValue }
    }
}
