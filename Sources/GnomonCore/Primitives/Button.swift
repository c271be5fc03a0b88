/// A control that performs an action when activated: a `GtkButton`.
///
/// ```swift
/// Button("Increment") { count += 1 }
/// Button(role: .destructive) { delete() } label: { Text("Delete") }
/// Button { refresh() } label: { Image(systemName: "arrow.clockwise") }
/// ```
///
/// A text label becomes the button's `label`, an icon its `icon-name` (GTK styles both as
/// GNOME expects); any other label view goes inside the button.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    public typealias Body = Never
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

/// What a button does, which GNOME shows with a style class.
///
/// ```swift
/// Button("Delete", role: .destructive) { delete() }   // .destructive-action
/// ```
public struct ButtonRole: Hashable, Sendable {
    let styleClass: String?

    /// Deletes user data or does something that cannot be undone.
    public static let destructive = ButtonRole(styleClass: "destructive-action")
    /// Cancels an operation.
    public static let cancel = ButtonRole(styleClass: nil)
}

extension Button: ElementView {
    static var widgetClass: WidgetClass { .button }

    /// Plain text and icon labels are button properties (GTK's own label or icon); other
    /// labels, markup text and pictures from files included, are the button's child.
    var childContent: Label? {
        isPropertyLabel ? nil : label
    }

    private var isPropertyLabel: Bool {
        if Label.self == Text.self { return !reinterpret(label, as: Text.self).isMarkup }
        if Label.self == Image.self, case .icon = reinterpret(label, as: Image.self).source { return true }
        return false
    }

    var implicitStackAxis: Axis? { .horizontal }

    var intrinsicClasses: [String] {
        role?.styleClass.map { [$0] } ?? []
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        guard isPropertyLabel else { return }
        if Label.self == Text.self {
            list.add(.label(reinterpret(label, as: Text.self).content))
        } else if case .icon(let name) = reinterpret(label, as: Image.self).source {
            list.add(.iconName(name))
        }
    }

    func handle(_ event: WidgetEvent) {
        if event == .clicked { action() }
    }
}
