import Gnomon

// The seed's StepperView, written by hand as a ViewStyle (steps 1 to 7 of its README).

/// What a stepper style is given.
struct StepperViewStyleConfiguration {
    /// The stepper's label, resolved where the style places it.
    struct Label: ViewAlias {}
    var label: Label { Label() }

    var onIncrement: () -> Void
    var onDecrement: () -> Void
}

/// The look of a stepper.
protocol StepperViewStyle: ViewStyle where Configuration == StepperViewStyleConfiguration {}

/// GNOME's look: the label, then linked − and + buttons.
struct DefaultStepperViewStyle: StepperViewStyle {
    func makeBody(configuration: StepperViewStyleConfiguration) -> some View {
        HStack(spacing: 12) {
            configuration.label
            HStack(spacing: 0) {
                Button { configuration.onDecrement() } label: { Image(systemName: "minus") }
                Button { configuration.onIncrement() } label: { Image(systemName: "plus") }
            }
            .styleClass("linked")
        }
    }
}

/// Flat − and + buttons on either side of the label.
struct InlineStepperViewStyle: StepperViewStyle {
    func makeBody(configuration: StepperViewStyleConfiguration) -> some View {
        HStack {
            Button { configuration.onDecrement() } label: { Image(systemName: "minus") }
            configuration.label
            Button { configuration.onIncrement() } label: { Image(systemName: "plus") }
        }
        .buttonStyle(.borderless)
    }
}

extension View {
    func stepperViewStyle<Style: StepperViewStyle>(_ style: Style) -> some View {
        styledViewStyle(StepperViewBody.self, style: style)
    }
}

/// A label with buttons to count up and down, in the style set for it.
struct StepperView<Label: View>: View {
    var label: Label
    var onIncrement: () -> Void
    var onDecrement: () -> Void

    init(@ViewBuilder label: () -> Label, onIncrement: @escaping () -> Void, onDecrement: @escaping () -> Void) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    var body: some View {
        StepperViewBody(configuration: StepperViewStyleConfiguration(onIncrement: onIncrement, onDecrement: onDecrement))
            .viewAlias(StepperViewStyleConfiguration.Label.self) { label }
    }
}

/// The styled view behind `StepperView`.
struct StepperViewBody: ViewStyledView {
    var configuration: StepperViewStyleConfiguration
    static var defaultStyle: DefaultStepperViewStyle { DefaultStepperViewStyle() }
}
