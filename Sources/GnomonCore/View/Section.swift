/// A group of views with a header and a footer. Containers that know sections show them as
/// such (a container built on `VariadicViewAdapter` finds them in `sections`); elsewhere the
/// header, the content and the footer follow one another.
///
/// ```swift
/// Section("Fruit") {
///     Text("Apple")
///     Text("Pear")
/// } footer: {
///     Text("In season")
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section whose header and footer are views given first, as SwiftUI's first sections
    /// were written: `Section(header: Text("Info"), footer: Text("…")) { … }`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    public var body: some View {
        header
        content
        footer
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header view: `Section(header: Text("Attendees")) { … }`.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer view: `Section(footer: Text("Applies to every window.")) { … }`.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { Text(titleKey) }, footer: footer)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { Text(title) }, footer: footer)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section: SubviewList {
    /// The header's subviews marked as the header, the content's, the footer's marked as the
    /// footer, all in the section.
    func visitSubviews(context: SubviewContext, into sink: SubviewSink) {
        var inner = context
        inner.section = Subview.ID(path: context.path)
        var header = inner.appending(0)
        header.traits.add(IsSectionHeaderTraitKey.self, true)
        GnomonCore.visitSubviews(of: self.header, context: header, into: sink)
        GnomonCore.visitSubviews(of: content, context: inner.appending(1), into: sink)
        var footer = inner.appending(2)
        footer.traits.add(IsSectionFooterTraitKey.self, true)
        GnomonCore.visitSubviews(of: self.footer, context: footer, into: sink)
    }
}
