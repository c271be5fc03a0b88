extension View {
    /// Hides the labels of the controls inside this view (a picker's, a stepper's, a colour
    /// picker's, a labeled value's), leaving the controls: for a control whose label is shown
    /// elsewhere, as in a table's column.
    ///
    /// ```swift
    /// Picker("Size", selection: $size) { … }.labelsHidden()
    /// ```
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}

/// A control's label, unless `labelsHidden()` hides it.
struct ControlLabel<Label: View>: View {
    let label: Label
    @Environment(\.labelsHidden) private var isHidden

    init(_ label: Label) {
        self.label = label
    }

    var body: some View {
        if !isHidden { label }
    }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}
