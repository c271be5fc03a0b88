/// A control for choosing one of several values: each subview of its content is a choice,
/// selected when its `.tag(_:)` (or its `ForEach` id) equals the selection.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     Text("Chocolate").tag(Flavor.chocolate)
///     Text("Vanilla").tag(Flavor.vanilla)
/// }
/// Picker("Size", selection: $size) {
///     ForEach(Size.allCases) { Text($0.title) }   // tagged by their ids
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// How it looks comes from `.pickerStyle(_:)`: a `GtkDropDown` of the choices' titles
/// (`.menu`, the default), linked toggle buttons (`.segmented`), or radio buttons (`.radioGroup`,
/// `.inline`). Each choice shows as its text: it should be a `Text`, or a `Label` (its title).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    @Environment(\.pickerPresentation) private var presentation

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        VariadicViewAdapter(source: content) { choices in
            switch presentation {
            case .menu:
                HStack(spacing: 12) {
                    ControlLabel(label)
                    _DropDown(
                        titles: choices.map { $0.plainText ?? "" },
                        selectedIndex: choices.firstIndex { $0.selection(as: SelectionValue.self) == selection.wrappedValue },
                        choose: { index in choose(choices[index]) }, title: Text.plainContent(of: label))
                }
            case .segmented:
                HStack(spacing: 12) {
                    ControlLabel(label)
                    _RadioGroup(axis: .horizontal) {
                        ForEachSubview(choices) { _, choice in
                            _ChoiceButton<_SegmentLook>(title: choice.plainText, isOn: isSelected(choice)) { choose(choice) }
                        }
                    }
                    .styleClass("linked")
                }
            case .radioGroup:
                VStack(alignment: .leading, spacing: 6) {
                    ControlLabel(label)
                    _RadioGroup(axis: .vertical) {
                        ForEachSubview(choices) { _, choice in
                            _ChoiceButton<_RadioLook>(title: choice.plainText, isOn: isSelected(choice)) { choose(choice) }
                        }
                    }
                }
            }
        }
    }

    private func isSelected(_ choice: Subview) -> Bool {
        choice.selection(as: SelectionValue.self) == selection.wrappedValue
    }

    private func choose(_ choice: Subview) {
        if let value = choice.selection(as: SelectionValue.self) { selection.wrappedValue = value }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// How pickers inside a view look.
///
/// ```swift
/// Picker("View", selection: $mode) { … }.pickerStyle(.segmented)
/// ```
@MainActor @preconcurrency
public protocol PickerStyle {
    /// Gnomon's presentation of the style.
    var _presentation: _PickerPresentation { get }
}

/// The ways Gnomon shows a picker; what `PickerStyle`s choose between.
public enum _PickerPresentation: Hashable, Sendable {
    case menu, segmented, radioGroup
}

/// GNOME's default: a drop-down (`.menu`).
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _presentation: _PickerPresentation { .menu }
}

/// A drop-down of the choices' titles: a `GtkDropDown`.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _presentation: _PickerPresentation { .menu }
}

/// A row of linked toggle buttons, one chosen.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _presentation: _PickerPresentation { .segmented }
}

/// A column of radio buttons.
public struct RadioGroupPickerStyle: PickerStyle {
    public init() {}
    public var _presentation: _PickerPresentation { .radioGroup }
}

/// The choices shown in place, as radio buttons.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _presentation: _PickerPresentation { .radioGroup }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension View {
    /// Sets how the pickers inside this view look.
    ///
    /// ```swift
    /// Form { … }.pickerStyle(.radioGroup)
    /// ```
    public func pickerStyle<Style: PickerStyle>(_ style: Style) -> some View {
        environment(\.pickerPresentation, style._presentation)
    }
}

private struct PickerPresentationKey: EnvironmentKey {
    static var defaultValue: _PickerPresentation { .menu }
}

extension EnvironmentValues {
    var pickerPresentation: _PickerPresentation {
        get { self[PickerPresentationKey.self] }
        set { self[PickerPresentationKey.self] = newValue }
    }
}
