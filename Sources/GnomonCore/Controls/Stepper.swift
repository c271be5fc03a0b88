/// A control for stepping a value up or down: a title beside a `GtkSpinButton` bound to the
/// value, or, given only what to do, a linked pair of − and + buttons.
///
/// ```swift
/// Stepper("Copies", value: $copies, in: 1...99)
/// Stepper("Zoom", value: $zoom, in: 0.5...4, step: 0.25)
/// Stepper("Volume") { volume += 1 } onDecrement: { volume -= 1 }
/// ```
///
/// The spin button keeps the value within its range; the user can also type one. A stepper of
/// integers shows no decimals (and rounds what is typed), one of floating-point values as many
/// as its step has.
public struct Stepper<Label: View>: View {
    private enum Kind {
        case value(Binding<Double>, bounds: ClosedRange<Double>, step: Double, digits: Int)
        case actions(increment: (() -> Void)?, decrement: (() -> Void)?)
    }

    private let kind: Kind
    let label: Label

    public var body: some View {
        HStack(spacing: 12) {
            ControlLabel(label)
            Spacer(minLength: 0)
            switch kind {
            case let .value(value, bounds, step, digits):
                _SpinButton(value: value, bounds: bounds, step: step, digits: digits, title: Text.plainContent(of: label))
            case let .actions(increment, decrement):
                HStack(spacing: 0) {
                    Button { decrement?() } label: { Image(iconName: "list-remove-symbolic") }
                        .disabled(decrement == nil)
                        .accessibilityLabel(changing("Decrease"))
                    Button { increment?() } label: { Image(iconName: "list-add-symbolic") }
                        .disabled(increment == nil)
                        .accessibilityLabel(changing("Increase"))
                }
                .styleClass("linked")
            }
        }
    }

    /// A button's name, saying what it changes: "Decrease Volume".
    private func changing(_ verb: String) -> String {
        Text.plainContent(of: label).map { "\(verb) \($0)" } ?? verb
    }
}

extension Stepper {
    public init<V: BinaryInteger>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label)
    where V.Stride: BinaryInteger {
        kind = .value(
            Binding(converting: value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
            digits: 0)
        self.label = label()
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        kind = .value(
            Binding(converting: value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
            digits: decimals(of: Double(step)))
        self.label = label()
    }

    /// A stepper with no bounds of its own: within ±999,999,999, as GTK's spin button sizes
    /// itself to its range.
    ///
    /// ```swift
    /// Stepper(value: $count) { Text("Count: \(count)") }
    /// ```
    public init<V: BinaryInteger>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label)
    where V.Stride: BinaryInteger {
        self.init(value: value, in: V(clamping: -unboundedLimit)...V(clamping: unboundedLimit), step: step, label: label)
    }

    /// A stepper over floating-point values with no bounds of its own (see the integer form).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: V(-unboundedLimit)...V(unboundedLimit), step: step, label: label)
    }

    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?
    ) {
        kind = .actions(increment: onIncrement, decrement: onDecrement)
        self.label = label()
    }
}

extension Stepper where Label == Text {
    public init<V: BinaryInteger>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)
    where V.Stride: BinaryInteger {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryInteger>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)
    where V.Stride: BinaryInteger {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    public init<V: BinaryInteger>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1)
    where V.Stride: BinaryInteger {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryInteger>(_ title: S, value: Binding<V>, step: V.Stride = 1)
    where V.Stride: BinaryInteger {
        self.init(value: value, step: step) { Text(title) }
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: Binding<V>, step: V.Stride = 1)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, step: step) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}

/// The furthest a stepper without bounds goes either way.
private let unboundedLimit = 999_999_999

/// How many decimals `step` needs: 0.25 needs 2.
private func decimals(of step: Double) -> Int {
    var digits = 0
    var scaled = step
    while digits < 6 && scaled != scaled.rounded() {
        digits += 1
        scaled *= 10
    }
    return digits
}

/// A `GtkSpinButton` bound to a value; part of `Stepper`.
struct _SpinButton: View, ElementView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double
    let digits: Int
    /// The least digits shown before the point, padded with zeros; 0 for as many as it takes.
    var integerWidth = 0
    /// The stepper's title, its accessible name.
    let title: String?
    typealias Body = Never

    static var widgetClass: WidgetClass { .spinButton }

    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? { title }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.digits, digits)
        list.add(.integerWidth, integerWidth)
        list.add(.lower, bounds.lowerBound)
        list.add(.upper, bounds.upperBound)
        list.add(.stepIncrement, step)
        list.add(.value, value.wrappedValue)
    }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        context.environment.addTextClasses(to: &classes)
    }

    func handle(_ event: WidgetEvent) {
        if let newValue = event.value(of: .value) { value.wrappedValue = newValue }
    }
}
