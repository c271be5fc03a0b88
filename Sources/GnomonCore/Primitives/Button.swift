/// A control that performs an action when activated: a `GtkButton`.
///
/// ```swift
/// Button("Increment") { count += 1 }
/// Button(role: .destructive) { delete() } label: { Text("Delete") }
/// Button { refresh() } label: { Image(systemName: "arrow.clockwise") }
/// ```
///
/// A text label becomes the button's `label`, an icon its `icon-name` (GTK styles both as
/// GNOME expects); any other label view goes inside the button. How it looks comes from the
/// button style set above it (`.buttonStyle(_:)`).
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void
    /// The label when GTK shows it itself (plain text or an icon), or the plain title naming
    /// one that goes inside.
    let title: ButtonTitle?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
        // A `Text` GTK does not show itself is markup, which a screen reader reads from the label.
        title = ButtonTitle(self.label) ?? (Label.self == Text.self ? nil : Text.plainContent(of: self.label).map(ButtonTitle.named))
    }

    public var body: some View {
        ButtonStyledView(
            configuration: PrimitiveButtonStyleConfiguration(role: role, action: action, title: title)
        )
        .viewAlias(PrimitiveButtonStyleConfiguration.Label.self) { label }
    }
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

extension Button where Label == GnomonCore.Label<Text, Image> {
    /// A button labelled with a title and an icon: in a toolbar or a header bar the icon alone,
    /// with the title as its tooltip and its name for screen readers.
    ///
    /// ```swift
    /// .toolbar { Button("Add Counter", systemImage: "list-add-symbolic") { add() } }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a style's configuration, for a style that adds to the look of the
    /// style further out.
    ///
    /// ```swift
    /// struct Padded: PrimitiveButtonStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Button(configuration).padding(6)
    ///     }
    /// }
    /// ```
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        label = configuration.label
        role = configuration.role
        action = configuration.action
        title = configuration.title
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

/// A button's label when GTK shows it itself: plain text (`label`) or an icon (`icon-name`);
/// or, for a label that goes inside the button, the plain title that names it (a `Label`'s):
/// GTK 4.8 does not name a button from what it holds.
enum ButtonTitle: Equatable {
    case text(String)
    case icon(String)
    case named(String)

    /// Nil for labels that go inside the button: other views, markup text, pictures from files.
    init?<Label: View>(_ label: Label) {
        if Label.self == Text.self {
            let text = reinterpret(label, as: Text.self)
            guard !text.isMarkup else { return nil }
            self = .text(text.content)
        } else if Label.self == Image.self, case .icon(let name) = reinterpret(label, as: Image.self).source {
            self = .icon(name)
        } else {
            return nil
        }
    }
}

/// A button as its style sees it; the styled view behind `Button`.
struct ButtonStyledView: ViewStyledView {
    let configuration: PrimitiveButtonStyleConfiguration
    static var defaultStyle: BuiltInStyle<DefaultButtonStyle> { BuiltInStyle(style: DefaultButtonStyle()) }
    typealias Body = Never
}

/// The `GtkButton` of the built-in button styles: the configuration's label, with the style's
/// and the role's CSS classes.
struct _GtkButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    /// The style's class, such as `suggested-action`.
    let styleClass: String?

    typealias Body = Never
}

extension _GtkButton: ElementView {
    static var widgetClass: WidgetClass { .button }
    var resolveReadsObservables: Bool { false }

    /// Plain text and icon labels are button properties; other labels are the button's child.
    var childContent: PrimitiveButtonStyleConfiguration.Label? {
        switch configuration.title {
        case .text, .icon: nil
        case .named, nil: configuration.label
        }
    }

    var implicitStackAxis: Axis? { .horizontal }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        if let styleClass { classes.append(styleClass) }
        if let name = configuration.role?.styleClass { classes.append(name) }
        if case .text = configuration.title { context.environment.addTextClasses(to: &classes) }
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        switch configuration.title {
        case .text(let text): list.add(.label, text)
        case .icon(let name): list.add(.iconName, name)
        case .named, nil: break
        }
    }

    /// A button showing only an icon is named by its tooltip, or else by its icon's name
    /// (`user-trash-symbolic` reads "User trash"); one holding a `Label` by the label's title,
    /// whatever its style shows. `accessibilityLabel` says better.
    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? {
        switch configuration.title {
        case .icon(let name): layout.tooltip ?? SymbolNames.spokenName(of: name)
        case .named(let title): title
        case .text, nil: nil
        }
    }

    func handle(_ event: WidgetEvent) {
        if event == .clicked { configuration.trigger() }
    }
}
