/// The look of a styled view: turns the view's configuration into the views that show it.
///
/// ```swift
/// struct VerticalLabeledViewStyle: LabeledViewStyle {
///     func makeBody(configuration: LabeledViewStyleConfiguration) -> some View {
///         VStack { configuration.label; configuration.content }
///     }
/// }
/// ```
///
/// A style is a `DynamicProperty`: it may read `@Environment` and keep `@State`, which belong
/// to the place where the style shows its view.
@MainActor @preconcurrency
public protocol ViewStyle: DynamicProperty {
    /// What the styled view hands its style.
    associatedtype Configuration
    /// The view the style makes.
    associatedtype Body: View

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A view whose look comes from the nearest style set for it with
/// `.styledViewStyle(_:style:)`, or from its default style.
///
/// ```swift
/// struct StepperViewBody: ViewStyledView {
///     var configuration: StepperViewStyleConfiguration
///     static var defaultStyle: DefaultStepperViewStyle { DefaultStepperViewStyle() }
///
///     // Optional: applied once, around whichever style the view resolves to.
///     var body: some View { StepperView(configuration).padding(4) }
/// }
/// ```
///
/// Resolution, when the view is mounted:
/// 1. if the view has a `body` and it has not been applied above, the `body` shows, and an
///    instance of the view inside it resolves its style;
/// 2. otherwise the style set nearest the view shows, and an instance of the view that the
///    style's body makes resolves with the next style further out;
/// 3. with no style left, the default style shows.
///
/// The style's type is found once for each place the view is mounted: no `AnyView`, and a new
/// style value of that type updates the views it made in place.
@MainActor @preconcurrency
public protocol ViewStyledView: View {
    associatedtype Configuration
    /// What the style is given.
    var configuration: Configuration { get }

    associatedtype DefaultStyle: ViewStyle where DefaultStyle.Configuration == Configuration
    /// The style used where no other is set.
    static var defaultStyle: DefaultStyle { get }
}

extension View {
    /// Styles every `StyledView` inside this view with `style`.
    ///
    /// ```swift
    /// Form { … }.styledViewStyle(StepperViewBody.self, style: InlineStepperViewStyle())
    /// ```
    ///
    /// Styles stack: the one nearest the view applies first, and one further out applies
    /// only where a nearer style's body makes the view again.
    public func styledViewStyle<StyledView: ViewStyledView, Style: ViewStyle>(
        _ styledView: StyledView.Type, style: Style
    ) -> some View where Style.Configuration == StyledView.Configuration {
        modifier(ViewStyleModifier(styledView, style: style))
    }

    /// Styles every `StyledView` inside this view with `style`, where the style context is
    /// `predicate`'s.
    ///
    /// ```swift
    /// content
    ///     .styledViewStyle(StepperViewBody.self, style: InlineStepperViewStyle(), predicate: .scrollView)
    ///     .styledViewStyle(StepperViewBody.self, style: DefaultStepperViewStyle())
    /// ```
    public func styledViewStyle<StyledView: ViewStyledView, Style: ViewStyle, Context: StyleContext>(
        _ styledView: StyledView.Type, style: Style, predicate: Context
    ) -> some View where Style.Configuration == StyledView.Configuration {
        modifier(StyleContextConditionalModifier(predicate: predicate) { ViewStyleModifier(styledView, style: style) })
    }
}

/// Sets the style of a styled view for its content; see `View.styledViewStyle(_:style:)`.
///
/// ```swift
/// content.modifier(ViewStyleModifier(StepperViewBody.self, style: InlineStepperViewStyle()))
/// ```
public struct ViewStyleModifier<StyledView: ViewStyledView, Style: ViewStyle>: ViewModifier
where Style.Configuration == StyledView.Configuration {
    var style: Style

    public init(_ styledView: StyledView.Type = StyledView.self, style: Style) {
        self.style = style
    }

    public typealias Body = Never
}

extension ViewStyleModifier: AttributeModifier {
    static var appliesAttributes: Bool { false }

    func write(into environment: inout EnvironmentValues) {
        environment[ViewStyleStack<StyledView>.Key.self].push(ViewStyleBox(style))
    }
}

/// What SwiftUI's style protocols have in common (`ButtonStyle`, `PrimitiveButtonStyle`,
/// `ToggleStyle`, `LabelStyle`): a view made from a configuration of a fixed type. Gnomon
/// resolves them all as view styles (`BuiltInStyle`).
///
/// ```swift
/// struct Plain: LabelStyle { func makeBody(configuration: Configuration) -> some View { configuration.title } }
/// ```
@MainActor @preconcurrency
public protocol _ConfiguredStyle: DynamicProperty {
    associatedtype _StyleConfiguration
    associatedtype Body: View

    func makeBody(configuration: _StyleConfiguration) -> Body
}

/// One of SwiftUI's style protocols as a `ViewStyle`, for the styled view behind a built-in
/// view (`Button`, `Toggle`, `Label`).
struct BuiltInStyle<Style: _ConfiguredStyle>: ViewStyle {
    var style: Style

    func makeBody(configuration: Style._StyleConfiguration) -> Style.Body {
        style.makeBody(configuration: configuration)
    }
}

/// One of Gnomon's own styles for a built-in view, whose body reads nothing and keeps nothing.
protocol PureStyle: _ConfiguredStyle {}

extension BuiltInStyle: PureViewStyle where Style: PureStyle {}
