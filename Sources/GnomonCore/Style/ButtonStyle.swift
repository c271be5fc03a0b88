/// The look of buttons, drawn by the app: a style makes the whole button from its label and
/// whether it is pressed, and Gnomon keeps the interaction (a flat `GtkButton`, so clicks,
/// keyboard activation and focus work as GNOME's do).
///
/// ```swift
/// struct PillButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(8)
///             .background { Capsule().fill(configuration.isPressed ? .blue.opacity(0.6) : .blue) }
///     }
/// }
/// Button("Continue") { next() }.buttonStyle(PillButtonStyle())
/// ```
///
/// A style may read `@Environment` and keep `@State`, as any `DynamicProperty`.
@MainActor @preconcurrency
public protocol ButtonStyle: _ConfiguredStyle where _StyleConfiguration == ButtonStyleConfiguration {
    typealias Configuration = ButtonStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` is given: the button's label, whether it is pressed, and its role.
///
/// ```swift
/// configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
/// ```
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    ///
    /// ```swift
    /// configuration.label.padding(6)
    /// ```
    public typealias Label = PrimitiveButtonStyleConfiguration.Label

    /// The button's label.
    public var label: Label { Label() }
    /// Whether the button is held down.
    public let isPressed: Bool
    /// What the button does, if it says.
    public let role: ButtonRole?
}

extension View {
    /// Sets the look of the buttons in this view to one the app draws.
    ///
    /// ```swift
    /// Toolbar().buttonStyle(PillButtonStyle())
    /// ```
    public func buttonStyle<Style: ButtonStyle>(_ style: Style) -> some View {
        buttonStyle(PressableButtonStyle(style: style))
    }
}

/// A `ButtonStyle` as a primitive style: a flat button holding the style's view, which it
/// tells when it is pressed.
struct PressableButtonStyle<Style: ButtonStyle>: PrimitiveButtonStyle {
    var style: Style
    @State private var isPressed = false

    func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
        _PressableButton(configuration: configuration, isPressed: $isPressed) {
            style.makeBody(configuration: ButtonStyleConfiguration(isPressed: isPressed, role: configuration.role))
        }
    }
}

/// A flat `GtkButton` that reports being pressed; its content is the style's view.
struct _PressableButton<Content: View>: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let isPressed: Binding<Bool>
    let content: Content

    init(configuration: PrimitiveButtonStyleConfiguration, isPressed: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.configuration = configuration
        self.isPressed = isPressed
        self.content = content()
    }

    typealias Body = Never
}

extension _PressableButton: ElementView {
    static var widgetClass: WidgetClass { .pressableButton }
    var childContent: Content? { content }
    var implicitStackAxis: Axis? { .horizontal }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        classes.append("flat")
        if let name = configuration.role?.styleClass { classes.append(name) }
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {}

    func handle(_ event: WidgetEvent) {
        switch event {
        case .clicked: configuration.trigger()
        case .pressed(let down): isPressed.wrappedValue = down
        default: break
        }
    }
}
