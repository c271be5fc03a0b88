/// The look and the interaction of buttons, set with `.buttonStyle(_:)`.
///
/// ```swift
/// struct ConfirmingButtonStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button(configuration).buttonStyle(.borderedProminent)
///     }
/// }
/// ```
///
/// The built-in styles are GNOME's button style classes on a `GtkButton`:
///
/// | style | class |
/// |---|---|
/// | `.automatic`, `.bordered` | none (GTK's button) |
/// | `.borderedProminent` | `suggested-action` |
/// | `.borderless`, `.plain` | `flat` |
///
/// and a role adds its own: `.destructive` gives `destructive-action`.
///
/// A style may read `@Environment` and keep `@State`, as any `DynamicProperty`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle: _ConfiguredStyle where _StyleConfiguration == PrimitiveButtonStyleConfiguration {
    typealias Configuration = PrimitiveButtonStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style is given: the button's label, its role, and its action.
///
/// ```swift
/// Button { configuration.trigger() } label: { configuration.label }
/// ```
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    ///
    /// ```swift
    /// HStack { Image(systemName: "star"); configuration.label }
    /// ```
    public struct Label: ViewAlias {}

    /// The button's label.
    public var label: Label { Label() }
    /// What the button does, if it says.
    public let role: ButtonRole?
    let action: () -> Void
    /// The label, when GTK can show it itself, or the title naming it (`ButtonTitle`).
    let title: ButtonTitle?

    /// Performs the button's action.
    public func trigger() {
        action()
    }
}

/// GNOME's button: `.automatic`.
///
/// ```swift
/// Button("Open") { open() }.buttonStyle(.automatic)
/// ```
public struct DefaultButtonStyle: PrimitiveButtonStyle, PureStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _GtkButton(configuration: configuration, styleClass: nil)
    }
}

/// A button with a frame: GNOME's button, `.bordered`.
///
/// ```swift
/// Button("Open") { open() }.buttonStyle(.bordered)
/// ```
public struct BorderedButtonStyle: PrimitiveButtonStyle, PureStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _GtkButton(configuration: configuration, styleClass: nil)
    }
}

/// The button for the action a view suggests, in the accent colour: `.borderedProminent`,
/// GNOME's `suggested-action`.
///
/// ```swift
/// Button("Save") { save() }.buttonStyle(.borderedProminent)
/// ```
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, PureStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _GtkButton(configuration: configuration, styleClass: "suggested-action")
    }
}

/// A button without a frame until pointed at: `.borderless`, GNOME's `flat`.
///
/// ```swift
/// Button("Details") { show() }.buttonStyle(.borderless)
/// ```
public struct BorderlessButtonStyle: PrimitiveButtonStyle, PureStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _GtkButton(configuration: configuration, styleClass: "flat")
    }
}

/// A button that looks like a link, in the link colour: `.link` (macOS), GNOME's `link`.
///
/// ```swift
/// Button("Forgot your password?") { recover() }.buttonStyle(.link)
/// ```
public struct LinkButtonStyle: PrimitiveButtonStyle, PureStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _GtkButton(configuration: configuration, styleClass: "link")
    }
}

/// A button that shows just its label: `.plain`, GNOME's `flat`.
///
/// ```swift
/// Button { select(row) } label: { RowView(row) }.buttonStyle(.plain)
/// ```
public struct PlainButtonStyle: PrimitiveButtonStyle, PureStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _GtkButton(configuration: configuration, styleClass: "flat")
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
    /// Sets the style of the buttons in this view.
    ///
    /// ```swift
    /// HStack {
    ///     Button("Cancel") { cancel() }
    ///     Button("Save") { save() }.buttonStyle(.borderedProminent)
    /// }
    /// ```
    public func buttonStyle<Style: PrimitiveButtonStyle>(_ style: Style) -> some View {
        styledViewStyle(ButtonStyledView.self, style: BuiltInStyle(style: style))
    }
}
