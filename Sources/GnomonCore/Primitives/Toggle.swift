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
    @Environment(\.toggleStyle) private var style

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: AnyView {
        let title = Label.self == Text.self ? reinterpret(label, as: Text.self).content : nil
        return style.makeBody(
            configuration: ToggleStyleConfiguration(
                label: ToggleStyleConfiguration.Label(content: AnyView(label), title: title),
                isOn: isOn))
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
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style is given: the toggle's label and its state.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        let content: AnyView
        /// The label's text when it is plain text, so styles can use it as a widget's label.
        let title: String?

        public var body: some View { content }
    }

    public let label: Label
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// The default toggle style: a check button on GNOME.
public struct DefaultToggleStyle: ToggleStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CheckboxToggleStyle().makeBody(configuration: configuration)
    }
}

/// A `GtkCheckButton`, with the toggle's title as its label.
public struct CheckboxToggleStyle: ToggleStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _CheckButton(isOn: configuration.$isOn, label: configuration.label)
    }
}

/// A `GtkSwitch` at the trailing end, with the label filling the space before it.
public struct SwitchToggleStyle: ToggleStyle {
    nonisolated public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 12) {
            configuration.label.frame(maxWidth: .infinity, alignment: .leading)
            _Switch(isOn: configuration.$isOn)
        }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
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
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}

/// A toggle style of any type, as the environment holds it.
struct AnyToggleStyle {
    private let style: any ToggleStyle

    nonisolated init(_ style: some ToggleStyle) {
        self.style = style
    }

    @MainActor
    func makeBody(configuration: ToggleStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

extension AnyToggleStyle: CustomViewEquality {
    /// The same style type with equal values.
    static func isSame(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        let left = lhs.assumingMemoryBound(to: AnyToggleStyle.self).pointee.style
        let right = rhs.assumingMemoryBound(to: AnyToggleStyle.self).pointee.style
        func same<S: ToggleStyle>(_ left: S) -> Bool {
            guard let right = right as? S else { return false }
            return ViewEquality.areEqual(left, right)
        }
        return same(left)
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle { AnyToggleStyle(DefaultToggleStyle()) }
}

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

/// A `GtkCheckButton` bound to a `Bool`; the checkbox toggle style.
public struct _CheckButton: View {
    let isOn: Binding<Bool>
    let label: ToggleStyleConfiguration.Label

    public typealias Body = Never
}

extension _CheckButton: ElementView {
    static var widgetClass: WidgetClass { .checkButton }

    /// A text label is the check button's `label`; any other label goes inside it.
    var childContent: ToggleStyleConfiguration.Label? { label.title == nil ? label : nil }

    var implicitStackAxis: Axis? { .horizontal }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.active(isOn.wrappedValue))
        list.add(.label(label.title))
    }

    func handle(_ event: WidgetEvent) {
        if case .toggled(let on) = event { isOn.wrappedValue = on }
    }
}

/// A `GtkSwitch` bound to a `Bool`; part of the switch toggle style.
public struct _Switch: View {
    let isOn: Binding<Bool>
    public typealias Body = Never
}

extension _Switch: ElementView {
    static var widgetClass: WidgetClass { .toggleSwitch }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.active(isOn.wrappedValue))
    }

    func handle(_ event: WidgetEvent) {
        if case .toggled(let on) = event { isOn.wrappedValue = on }
    }
}
