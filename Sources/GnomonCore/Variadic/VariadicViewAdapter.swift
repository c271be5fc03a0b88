/// Gives `content` the subviews of `source`, to lay out, decorate or select among: how a
/// container that takes any views (a picker, a tab view, your own) is built.
///
/// ```swift
/// struct FruitPicker<Source: View>: View {
///     @Binding var selection: String
///     @ViewBuilder var source: Source
///     var body: some View {
///         VariadicViewAdapter(source: source) { children in
///             ForEachSubview(children) { _, child in
///                 Button { selection = child.tag(as: String.self) ?? "" } label: {
///                     HStack { child; if child.tag(as: String.self) == selection { Image(systemName: "checkmark") } }
///                 }
///             }
///         }
///     }
/// }
/// ```
///
/// The subviews are found from the source's value each time the adapter's body runs; each
/// keeps its identity (its place in the source and its `ForEach` id), so a keyed `ForEach`
/// over them moves a reordered subview with its state rather than rebuilding it.
public struct VariadicViewAdapter<Source: View, Content: View>: View {
    var source: Source
    var content: (VariadicView) -> Content

    public init(source: Source, @ViewBuilder content: @escaping (VariadicView) -> Content) {
        self.source = source
        self.content = content
    }

    public init(@ViewBuilder source: () -> Source, @ViewBuilder content: @escaping (VariadicView) -> Content) {
        self.init(source: source(), content: content)
    }

    public var body: Content {
        content(VariadicView(collecting: source))
    }
}

/// A view for each subview of a variadic view, keyed by the subview's identity.
///
/// ```swift
/// VariadicViewAdapter { rows } content: { children in
///     ForEachSubview(children) { index, child in
///         child.styleClass(index.isMultiple(of: 2) ? "even" : "odd")
///     }
/// }
/// ```
public struct ForEachSubview<Content: View>: View {
    let subviews: [Subview]
    let content: (Int, Subview) -> Content

    /// A view for each of `subviews`, given its offset among them.
    public init<Subviews: RandomAccessCollection<Subview>>(
        _ subviews: Subviews, @ViewBuilder content: @escaping (Int, Subview) -> Content
    ) {
        self.subviews = Array(subviews)
        self.content = content
    }

    public var body: some View {
        ForEach(Array(subviews.enumerated()), id: \.element.id) { offset, subview in
            content(offset, subview)
        }
    }
}
