/// A control for choosing a value from a range: a `GtkScale` bound to a floating-point value.
///
/// ```swift
/// Slider(value: $volume)                          // 0...1
/// Slider(value: $celsius, in: -20...40, step: 0.5)
/// ```
///
/// Dragging writes each value the knob passes (rounded to `step` when there is one); the arrow
/// keys move it by `step`, or by a twentieth of the range. A value outside the range shows
/// the knob at the nearer end, as SwiftUI's does, and is not written back.
///
/// With `minimumValueLabel` and `maximumValueLabel`, they stand at the slider's two ends.
public struct Slider<Label: View, ValueLabel: View>: View {
    let scale: _SliderScale
    /// The views at the low and high ends, if given.
    let valueLabels: (minimum: ValueLabel, maximum: ValueLabel)?

    public var body: some View {
        if let valueLabels {
            HStack {
                valueLabels.minimum
                scale
                valueLabels.maximum
            }
        } else {
            scale
        }
    }
}

extension Slider {
    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label?,
        valueLabels: (minimum: ValueLabel, maximum: ValueLabel)? = nil, onEditingChanged: ((Bool) -> Void)?
    ) {
        scale = _SliderScale(
            value: Binding(converting: value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: step,
            title: label.flatMap { Text.plainContent(of: $0) }, onEditingChanged: onEditingChanged)
        self.valueLabels = valueLabels
    }
}

extension Slider {
    /// A slider with `minimumValueLabel` and `maximumValueLabel` at its ends, named by `label`.
    ///
    /// ```swift
    /// Slider(value: $volume, in: 0...100) {
    ///     Text("Volume")
    /// } minimumValueLabel: {
    ///     Image(systemName: "speaker")
    /// } maximumValueLabel: {
    ///     Image(systemName: "speaker.wave.3")
    /// }
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: ((Bool) -> Void)? = nil
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), valueLabels: (minimumValueLabel(), maximumValueLabel()),
            onEditingChanged: onEditingChanged)
    }

    /// A slider stepping by `step`, with labels at its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: ((Bool) -> Void)? = nil
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), label: label(),
            valueLabels: (minimumValueLabel(), maximumValueLabel()), onEditingChanged: onEditingChanged)
    }

    /// The older spelling, with the label first (deprecated in SwiftUI, still common).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: ((Bool) -> Void)? = nil,
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), valueLabels: (minimumValueLabel, maximumValueLabel),
            onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds`; `onEditingChanged` is told when the user takes hold of it and
    /// lets go.
    ///
    /// ```swift
    /// Slider(value: $volume) { editing in isAdjusting = editing }
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: ((Bool) -> Void)? = nil
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: nil, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, onEditingChanged: ((Bool) -> Void)? = nil
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider named by `label`, which screen readers read out (GNOME shows a slider's title
    /// beside it, in the layout: give it a `Text` there too).
    ///
    /// ```swift
    /// Slider(value: $volume) { Text("Volume") }
    /// ```
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: ((Bool) -> Void)? = nil
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
    }

    /// A slider stepping by `step`, named by `label`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: ((Bool) -> Void)? = nil
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), onEditingChanged: onEditingChanged)
    }
}

/// The `GtkScale` of a `Slider`.
public struct _SliderScale: View, ElementView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    /// The label's text: not shown (a GNOME slider's title is beside it), but its accessible
    /// name.
    let title: String?
    /// Told true when the user takes hold of the knob (or presses in the trough) and false when
    /// they let go.
    let onEditingChanged: ((Bool) -> Void)?

    public typealias Body = Never

    static var widgetClass: WidgetClass { .scale }

    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? { title }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(expand: .horizontal)
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.lower, bounds.lowerBound)
        list.add(.upper, bounds.upperBound)
        list.add(.stepIncrement, step ?? (bounds.upperBound - bounds.lowerBound) / 20)
        list.add(.value, value.wrappedValue)
        list.add(.reportsEditing, onEditingChanged != nil)
    }

    func handle(_ event: WidgetEvent) {
        if case .editingChanged(let editing) = event { return onEditingChanged?(editing) ?? () }
        guard var newValue = event.value(of: .value) else { return }
        if let step, step > 0 {
            newValue = bounds.lowerBound + ((newValue - bounds.lowerBound) / step).rounded() * step
            newValue = min(max(newValue, bounds.lowerBound), bounds.upperBound)
        }
        value.wrappedValue = newValue
    }
}
