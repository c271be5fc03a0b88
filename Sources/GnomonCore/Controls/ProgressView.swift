/// Progress towards the end of a task: a `GtkProgressBar` when the amount done is known, a
/// `GtkSpinner` when it is not.
///
/// ```swift
/// ProgressView()                                   // a spinner
/// ProgressView("Downloading", value: 0.4)          // the title above a bar 40% full
/// ProgressView(value: received, total: size) { Text("Photos") } currentValueLabel: { Text("\(received) of \(size)") }
/// ```
///
/// A value below 0 or above `total` shows an empty or full bar; a `nil` value spins.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel

    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    public var body: some View {
        if let fraction {
            VStack(alignment: .leading, spacing: 6) {
                label
                _ProgressBar(fraction: fraction, title: Text.plainContent(of: label))
                currentValueLabel
            }
        } else {
            HStack(spacing: 6) {
                _Spinner(title: Text.plainContent(of: label))
                label
            }
        }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label) { EmptyView() }
    }

    /// A spinner beside `label`.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, label: label)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(value: Double?.none) { EmptyView() }
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { EmptyView() }
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        self.init { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init { Text(title) }
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }
}

/// A `GtkProgressBar` filled to `fraction`; part of `ProgressView`.
struct _ProgressBar: View, ElementView {
    let fraction: Double
    /// The progress view's title, its accessible name.
    let title: String?
    typealias Body = Never

    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? { title }

    static var widgetClass: WidgetClass { .progressBar }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(expand: .horizontal)
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.fraction, fraction)
    }
}

/// A spinning `GtkSpinner`; part of `ProgressView`.
struct _Spinner: View, ElementView {
    /// The progress view's title, its accessible name.
    let title: String?
    typealias Body = Never

    static var widgetClass: WidgetClass { .spinner }

    /// GTK 4.8 names a spinner by its class; one without a title is read "Loading".
    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? { title ?? "Loading" }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.spinning, true)
    }
}
