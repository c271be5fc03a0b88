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
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?

    public typealias Body = Never
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1)
    where V.Stride: BinaryFloatingPoint {
        self.value = Binding(converting: value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        step = nil
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1)
    where V.Stride: BinaryFloatingPoint {
        self.value = Binding(converting: value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
    }
}

extension Slider: ElementView {
    static var widgetClass: WidgetClass { .scale }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(expand: .horizontal)
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.lower, bounds.lowerBound)
        list.add(.upper, bounds.upperBound)
        list.add(.stepIncrement, step ?? (bounds.upperBound - bounds.lowerBound) / 20)
        list.add(.value, value.wrappedValue)
    }

    func handle(_ event: WidgetEvent) {
        guard var newValue = event.value(of: .value) else { return }
        if let step, step > 0 {
            newValue = bounds.lowerBound + ((newValue - bounds.lowerBound) / step).rounded() * step
            newValue = min(max(newValue, bounds.lowerBound), bounds.upperBound)
        }
        value.wrappedValue = newValue
    }
}
