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
    let label: Label
    @Environment(\.navigationStack) private var stack

    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.value = value.map { AnyHashable($0) }
        self.label = label()
    }

    public var body: some View {
        Button {
            guard let value else { return }
            guard let stack else {
                return log.error("NavigationLink to \(value.base) is not inside a NavigationStack; nothing was pushed")
            }
            stack.push(value)
        } label: {
            HStack {
                label
                Spacer()
                Image(systemName: "go-next-symbolic").accessibilityHidden(true)  // the button says it
            }
        }
        .buttonStyle(.plain)
        .disabled(value == nil)
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
}
