@_exported import GnomonCore

/// Makes a struct with a `body` into a view any style can restyle, writing what a hand-made
/// `ViewStyle` needs (see `StyledView`).
///
/// ```swift
/// @StyledView
/// struct LabeledView<Label: View, Content: View>: StyledView {
///     var label: Label
///     var content: Content
///     var body: some View { HStack { label; content } }
/// }
///
/// extension View {
///     func labeledViewStyle<Style: LabeledViewStyle>(_ style: Style) -> some View {
///         modifier(LabeledViewStyleModifier(style))
///     }
/// }
///
/// struct BorderedLabeledViewStyle: LabeledViewStyle {
///     func makeBody(configuration: LabeledViewStyleConfiguration) -> some View {
///         LabeledView(configuration).border(.red)
///     }
/// }
/// ```
///
/// For `struct X`, beside it: `XStyleConfiguration` (a `ViewAlias` for each view property,
/// and the other properties), `XStyle`, `XDefaultStyle` (the struct's `body`),
/// `XStyleModifier` and `XBody` (the `ViewStyledView`); in it: `init(_ configuration:)`, a
/// memberwise initializer, one taking the views as `@ViewBuilder` closures, and
/// `_styledBody`.
@attached(member, names: named(init), named(_styledBody))
@attached(peer, names: suffixed(StyleConfiguration), suffixed(Style), suffixed(DefaultStyle), suffixed(StyleModifier), suffixed(Body))
public macro StyledView() = #externalMacro(module: "GnomonMacrosPlugin", type: "StyledViewMacro")
