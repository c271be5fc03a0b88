import Gnomon

// The seed's LabeledView: a label beside its content, restyled.

struct LabeledViewStyleConfiguration {
    struct Label: ViewAlias {}
    struct Content: ViewAlias {}
    var label: Label { Label() }
    var content: Content { Content() }
}

protocol LabeledViewStyle: ViewStyle where Configuration == LabeledViewStyleConfiguration {}

/// The label beside its content.
struct DefaultLabeledViewStyle: LabeledViewStyle {
    func makeBody(configuration: LabeledViewStyleConfiguration) -> some View {
        HStack {
            configuration.label.font(.headline)
            configuration.content
        }
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

extension View {
    func labeledViewStyle<Style: LabeledViewStyle>(_ style: Style) -> some View {
        styledViewStyle(LabeledViewBody.self, style: style)
    }
}

struct LabeledView<Label: View, Content: View>: View {
    var label: Label
    var content: Content

    var body: some View {
        LabeledViewBody(configuration: LabeledViewStyleConfiguration())
            .viewAlias(LabeledViewStyleConfiguration.Label.self) { label }
            .viewAlias(LabeledViewStyleConfiguration.Content.self) { content }
    }
}

extension LabeledView where Label == LabeledViewStyleConfiguration.Label, Content == LabeledViewStyleConfiguration.Content {
    init(_ configuration: LabeledViewStyleConfiguration) {
        self.init(label: configuration.label, content: configuration.content)
    }
}

struct LabeledViewBody: ViewStyledView {
    var configuration: LabeledViewStyleConfiguration
    static var defaultStyle: DefaultLabeledViewStyle { DefaultLabeledViewStyle() }
}
