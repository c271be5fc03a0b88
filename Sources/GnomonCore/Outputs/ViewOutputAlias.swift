/// A slot that a descendant fills with `.viewOutputAlias(_:source:)`, shown wherever the
/// alias is used inside the `ViewOutputAliasReader` that scopes it: a page's title in the
/// window's header, say.
///
/// ```swift
/// struct PageTitle: ViewOutputAlias {
///     var defaultBody: some View { Text("Untitled") }
/// }
/// ViewOutputAliasReader(PageTitle.self) {
///     VStack {
///         PageTitle()                                       // shows "Inbox"
///         Inbox().viewOutputAlias(PageTitle.self) { Text("Inbox") }
///     }
/// }
/// ```
///
/// The last source in tree order wins; with none, the alias shows its default body.
public protocol ViewOutputAlias: ViewAlias {
    /// The type of the view sent; `AnyView` lets sources send any.
    associatedtype Content: View = AnyView
    init()
}

/// The key a `ViewOutputAlias`'s sources send under.
///
/// ```swift
/// ViewOutputKeyReader(ViewOutputAliasKey<PageTitle>.self) { titles in … }
/// ```
public struct ViewOutputAliasKey<Alias: ViewOutputAlias>: ViewOutputKey {
    public typealias Content = Alias.Content
}

extension View {
    /// Fills `alias` with `source` for the nearest `ViewOutputAliasReader` of it.
    ///
    /// ```swift
    /// Inbox().viewOutputAlias(PageTitle.self) { Text("Inbox") }
    /// ```
    public func viewOutputAlias<Alias: ViewOutputAlias>(
        _ alias: Alias.Type, @ViewBuilder source: () -> Alias.Content
    ) -> some View {
        viewOutput(ViewOutputAliasKey<Alias>.self, source: source)
    }

    /// Fills `alias`, whose content is `AnyView`, with `source` of any type.
    ///
    /// ```swift
    /// Inbox().viewOutputAlias(PageTitle.self) { Label("Inbox", systemImage: "tray") }
    /// ```
    @_disfavoredOverload
    public func viewOutputAlias<Alias: ViewOutputAlias, Source: View>(
        _ alias: Alias.Type, @ViewBuilder source: () -> Source
    ) -> some View where Alias.Content == AnyView {
        viewOutput(ViewOutputAliasKey<Alias>.self) { AnyView(source()) }
    }
}

/// The scope in which `Alias` shows what a descendant sent for it.
///
/// ```swift
/// ViewOutputAliasReader(PageTitle.self) { Window() }
/// ```
public struct ViewOutputAliasReader<Alias: ViewOutputAlias, Content: View>: View {
    let content: Content

    public init(_ alias: Alias.Type, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ViewOutputKeyReader(ViewOutputAliasKey<Alias>.self) { proxy in
            content.viewAlias(Alias.self) {
                ViewOutputKeyValueReader(proxy) { list in
                    if let last = list.last {
                        last
                    } else {
                        Alias().defaultBody
                    }
                }
            }
        }
    }
}
