import Gnomon
import GnomonMacros

// The seed's LabeledView, made with @StyledView: the macro writes LabeledViewStyle,
// LabeledViewStyleConfiguration, LabeledViewDefaultStyle (this body), LabeledViewStyleModifier
// and LabeledView(_ configuration:).

@StyledView
struct LabeledView<Label: View, Content: View>: StyledView {
    var label: Label
    var content: Content

    var body: some View {
        HStack {
            label.font(.headline)
            content
        }
    }
}

extension View {
    func labeledViewStyle<Style: LabeledViewStyle>(_ style: Style) -> some View {
        modifier(LabeledViewStyleModifier(style))
    }
}

/// The label above its content.
struct VerticalLabeledViewStyle: LabeledViewStyle {
    func makeBody(configuration: LabeledViewStyleConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label.font(.headline)
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

/// A border around the view as the style further out shows it.
struct BorderedLabeledViewStyle: LabeledViewStyle {
    func makeBody(configuration: LabeledViewStyleConfiguration) -> some View {
        LabeledView(configuration).styleClass("tour-bordered")
    }
}
