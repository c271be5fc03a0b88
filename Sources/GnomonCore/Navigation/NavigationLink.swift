import struct Foundation.UUID

/// A button that pushes a page showing `value` onto the `NavigationStack` it is in; the
/// stack's `navigationDestination(for:)` of the value's type makes the page.
///
/// ```swift
/// List(notes) { note in
///     NavigationLink(value: note.id) { Label(note.title, systemImage: "text-x-generic-symbolic") }
/// }
/// ```
///
/// Outside a stack it does nothing, and says so in the log.
public struct NavigationLink<Label: View>: View {
    let value: AnyHashable?
    /// The page a link pushes itself, rather than a value for the stack's destinations.
    let destination: (() -> AnyView)?
    let label: Label
    @Environment(\.navigationStack) private var stack

    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.value = value.map { AnyHashable($0) }
        destination = nil
        self.label = label()
    }

    /// A link that pushes `destination`, in a stack whose path is its own or a
    /// `NavigationPath` (a path of one type cannot hold a view).
    ///
    /// ```swift
    /// NavigationLink { AboutPage() } label: { Label("About", systemImage: "help-about-symbolic") }
    /// ```
    public init<Destination: View>(@ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> Label) {
        value = nil
        self.destination = { AnyView(destination()) }
        self.label = label()
    }

    public var body: some View {
        _PageLinkButton(isLinkOutsideLists: true) {
            guard let stack else {
                return log.error("NavigationLink \(Text.plainContent(of: label) ?? "") is not inside a NavigationStack; nothing was pushed")
            }
            if let destination {
                stack.push(AnyHashable(ViewDestination(content: destination())))
            } else if let value {
                stack.push(value)
            }
        } label: {
            label
        }
        .disabled(value == nil && destination == nil)
    }
}

/// A button that leads on to another page: in a list's or form's row, a plain row with an
/// arrow at its far side, read as its label; elsewhere, a link's plain look
/// (`isLinkOutsideLists`, as a `NavigationLink`) or a button as any other (a routed
/// transition's, which the app styles).
///
/// ```swift
/// _PageLinkButton(isLinkOutsideLists: false, action: { router.move(…) }) { Text("Team") }
/// ```
public struct _PageLinkButton<Label: View>: View {
    let isLinkOutsideLists: Bool
    let action: () -> Void
    let label: Label
    @Environment(\.styleContext) private var context

    package init(isLinkOutsideLists: Bool, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.isLinkOutsideLists = isLinkOutsideLists
        self.action = action
        self.label = label()
    }

    public var body: some View {
        if isLinkOutsideLists || context.contains(ListStyleContext.self) {
            Button(action: action) {
                HStack {
                    label
                    _LinkArrow()
                }
            }
            .buttonStyle(.plain)
            .modifier(_AccessibilityNameModifier(name: Text.plainContent(of: label)))  // read as its label
        } else {
            Button(action: action) { label }
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title`.
    ///
    /// ```swift
    /// NavigationLink("Settings", value: Page.settings)
    /// ```
    public init<P: Hashable>(_ title: String, value: P?) {
        self.init(value: value) { Text(title) }
    }

    /// A link titled with a localized title.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `destination`.
    ///
    /// ```swift
    /// NavigationLink("About") { AboutPage() }
    /// ```
    public init<Destination: View>(_ title: String, @ViewBuilder destination: @escaping () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A page a link pushes as a view: a value of the path that shows itself. Each push is a page
/// of its own, unless its maker gives the identity (a routed screen's page is its state's).
package struct ViewDestination: Hashable {
    private let id: AnyHashable
    let content: AnyView

    package init(id: AnyHashable = UUID(), content: AnyView) {
        self.id = id
        self.content = content
    }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The end of a link: in a row of a list or form, an arrow at the far side, as GNOME's rows
/// that lead on end; elsewhere (a grid's card, a button in a stack) nothing, as SwiftUI's.
struct _LinkArrow: View {
    @Environment(\.styleContext) private var context

    var body: some View {
        if context.contains(ListStyleContext.self) {
            Spacer()
            Image(systemName: "go-next-symbolic").accessibilityHidden(true)  // the button says it
        }
    }
}
