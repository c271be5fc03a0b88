/// A control for choosing a colour: its label beside a `GtkColorButton`, which shows the colour
/// and opens GTK's colour chooser.
///
/// ```swift
/// ColorPicker("Highlight", selection: $highlight)
/// ColorPicker("Ink", selection: $ink, supportsOpacity: false)
/// ```
///
/// The user's choice reaches the binding as an RGB colour. A theme colour (`.accentColor`) shows
/// as the theme has it, and reads back from GTK as that RGB value.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        HStack(spacing: 12) {
            ControlLabel(label)
            Spacer(minLength: 0)
            _ColorButton(selection: selection, supportsOpacity: supportsOpacity, title: Text.plainContent(of: label))
        }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// A `GtkColorButton` bound to a colour; part of `ColorPicker`.
struct _ColorButton: View, ElementView {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    /// The picker's title, its accessible name.
    let title: String?
    typealias Body = Never

    static var widgetClass: WidgetClass { .colorButton }

    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? { title }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.rgba, selection.wrappedValue.gdkPrecision)
        list.add(.useAlpha, supportsOpacity)
    }

    func handle(_ event: WidgetEvent) {
        if let color = event.value(of: .rgba) { selection.wrappedValue = color }
    }
}
