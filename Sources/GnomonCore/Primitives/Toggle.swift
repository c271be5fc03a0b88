/// A control that turns an option on or off, bound to a `Bool`.
///
/// ```swift
/// Toggle("Notifications", isOn: $notify)                      // a GtkCheckButton
/// Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)           // a label and a GtkSwitch
/// ```
///
/// How it looks comes from the toggle style in the environment; the default on GNOME is a
/// check button, with the title as its label.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        let title = Label.self == Text.self ? reinterpret(label, as: Text.self).content : nil
        return ToggleStyledView(configuration: ToggleStyleConfiguration(isOn: isOn, title: title))
            .viewAlias(ToggleStyleConfiguration.Label.self) { label }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The appearance and behaviour of toggles.
///
/// ```swift
/// struct StarToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Image(systemName: configuration.isOn ? "star.fill" : "star")
///         }
///     }
/// }
/// ```
///
/// A style may read `@Environment` and keep `@State`, as any `DynamicProperty`.
@MainActor @preconcurrency
public protocol ToggleStyle: _ConfiguredStyle where _StyleConfiguration == ToggleStyleConfiguration {
    typealias Configuration = ToggleStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style is given: the toggle's label and its state.
///
/// ```swift
/// Button(configuration.isOn ? "On" : "Off") { configuration.isOn.toggle() }
/// ```
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    ///
    /// ```swift
    /// HStack { configuration.label; Spacer() }
    /// ```
    public struct Label: ViewAlias {}

    /// The toggle's label.
    public var label: Label { Label() }
    @Binding public var isOn: Bool
    /// The label's text when it is plain text, so styles can use it as a widget's label.
    let title: String?

    init(isOn: Binding<Bool>, title: String?) {
        _isOn = isOn
        self.title = title
    }
}

/// The default toggle style: a check button on GNOME.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.automatic)
/// ```
public struct DefaultToggleStyle: ToggleStyle, PureStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CheckboxToggleStyle().makeBody(configuration: configuration)
    }
}

/// A `GtkCheckButton`, with the toggle's title as its label.
///
/// ```swift
/// Toggle("Remember me", isOn: $remember).toggleStyle(.checkbox)
/// ```
public struct CheckboxToggleStyle: ToggleStyle, PureStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _TwoStateButton<_CheckLook>(isOn: configuration.$isOn, title: configuration.title)
    }
}

/// A `GtkSwitch` at the trailing end, with the label filling the space before it.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
/// ```
public struct SwitchToggleStyle: ToggleStyle, PureStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 12) {
            configuration.label.frame(maxWidth: .infinity, alignment: .leading)
            _Switch(isOn: configuration.$isOn, title: configuration.title)
        }
    }
}

/// A `GtkToggleButton`, pressed while the toggle is on, with the toggle's title as its label
/// or its label view (an icon, say) inside it.
///
/// ```swift
/// Toggle(isOn: $showsInspector) { Image(systemName: "sidebar-show-right-symbolic") }
///     .toggleStyle(.button)
///     .help("Show Inspector")
/// ```
public struct ButtonToggleStyle: ToggleStyle, PureStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _TwoStateButton<_PressedLook>(isOn: configuration.$isOn, title: configuration.title)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension View {
    /// Sets the style of toggles in this view.
    ///
    /// ```swift
    /// Form { … }.toggleStyle(.switch)
    /// ```
    public func toggleStyle<Style: ToggleStyle>(_ style: Style) -> some View {
        styledViewStyle(ToggleStyledView.self, style: BuiltInStyle(style: style))
    }
}

/// A toggle as its style sees it; the styled view behind `Toggle`.
struct ToggleStyledView: ViewStyledView {
    let configuration: ToggleStyleConfiguration
    static var defaultStyle: BuiltInStyle<DefaultToggleStyle> { BuiltInStyle(style: DefaultToggleStyle()) }
    typealias Body = Never
}


/// A `GtkCheckButton` or a `GtkToggleButton` (its `Look`) bound to a `Bool`: the checkbox and
/// button toggle styles.
public struct _TwoStateButton<Look: _TwoStateLook>: View {
    let isOn: Binding<Bool>
    /// The toggle's plain-text title; nil for another label, which goes inside.
    let title: String?

    public typealias Body = Never
}

/// The widget a `_TwoStateButton` is.
public protocol _TwoStateLook {
    static var widgetClass: WidgetClass { get }
}

/// A check box.
public enum _CheckLook: _TwoStateLook {
    public static var widgetClass: WidgetClass { .checkButton }
}

/// A button that stays pressed while on.
public enum _PressedLook: _TwoStateLook {
    public static var widgetClass: WidgetClass { .toggleButton }
}

extension _TwoStateButton: ElementView {
    static var widgetClass: WidgetClass { Look.widgetClass }

    /// A text label is the button's `label`; any other label goes inside it.
    var childContent: ToggleStyleConfiguration.Label? { title == nil ? ToggleStyleConfiguration.Label() : nil }

    var implicitStackAxis: Axis? { .horizontal }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.active, isOn.wrappedValue)
        list.add(.label, title)
    }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        if title != nil { context.environment.addTextClasses(to: &classes) }
    }

    func handle(_ event: WidgetEvent) {
        if let on = event.value(of: .active) { isOn.wrappedValue = on }
    }
}

/// A `GtkSwitch` bound to a `Bool`; part of the switch toggle style.
public struct _Switch: View {
    let isOn: Binding<Bool>
    /// The toggle's plain-text title, shown beside the switch: its accessible name.
    let title: String?
    public typealias Body = Never
}

extension _Switch: ElementView {
    static var widgetClass: WidgetClass { .toggleSwitch }

    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? { title }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.active, isOn.wrappedValue)
    }

    func handle(_ event: WidgetEvent) {
        if let on = event.value(of: .active) { isOn.wrappedValue = on }
    }
}
