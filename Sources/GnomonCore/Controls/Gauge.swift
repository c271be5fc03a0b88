/// A value within a range, shown as a `GtkLevelBar` under its label (and beside the current
/// value's label, if any).
///
/// ```swift
/// Gauge(value: battery) { Text("Battery") }
/// Gauge(value: used, in: 0...capacity) { Text("Disk") } currentValueLabel: { Text("\(Int(used)) GB") }
/// ```
///
/// A value outside the range shows as the nearer end.
public struct Gauge<Label: View, CurrentValueLabel: View>: View {
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.value = min(max(Double(value), self.bounds.lowerBound), self.bounds.upperBound)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                label
                Spacer()
                currentValueLabel
            }
            _LevelBar(value: value, bounds: bounds, title: Text.plainContent(of: label))
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label) { EmptyView() }
    }
}

/// A `GtkLevelBar` showing `value` within `bounds`; part of `Gauge`.
struct _LevelBar: View, ElementView {
    let value: Double
    let bounds: ClosedRange<Double>
    /// The gauge's title, its accessible name.
    let title: String?
    typealias Body = Never

    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? { title }

    static var widgetClass: WidgetClass { .levelBar }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(expand: .horizontal)
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.minValue, bounds.lowerBound)
        list.add(.maxValue, bounds.upperBound)
        list.add(.value, value)
    }
}
