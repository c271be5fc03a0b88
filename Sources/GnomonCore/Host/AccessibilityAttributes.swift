/// What assistive technologies (a screen reader such as Orca) are told about a widget beyond
/// what GTK works out itself: GTK's accessible `label`, `description` and `value-text`
/// properties and `hidden` state. The `accessibility` property of every widget.
///
/// ```swift
/// AccessibilityAttributes(label: "Remove", hint: "Moves the note to the trash")
/// // dumped as accessibility="label: Remove; hint: Moves the note to the trash"
/// ```
public struct AccessibilityAttributes: Hashable, Sendable, CustomStringConvertible {
    /// The name read out, instead of the one GTK takes from the widget's text.
    public var label: String?
    /// What the widget does, read out after its name (GTK's accessible description).
    public var hint: String?
    /// The widget's value as text, for one whose value is not its text.
    public var value: String?
    /// Whether assistive technologies skip the widget and what is inside it.
    public var isHidden: Bool
    /// The traits added (`accessibilityAddTraits`): a kind of element (GTK's role, taken when
    /// the widget is made), selected, modal.
    public var traits: AccessibilityTraits
    /// The traits taken away (`accessibilityRemoveTraits`): `.isSelected` says not selected.
    public var removedTraits: AccessibilityTraits

    public init(
        label: String? = nil, hint: String? = nil, value: String? = nil, isHidden: Bool = false, traits: AccessibilityTraits = [],
        removedTraits: AccessibilityTraits = []
    ) {
        self.label = label
        self.hint = hint
        self.value = value
        self.isHidden = isHidden
        self.traits = traits
        self.removedTraits = removedTraits
    }

    /// Whether it tells nothing beyond what GTK works out.
    public var isEmpty: Bool { self == AccessibilityAttributes() }

    public var description: String {
        var parts: [String] = []
        if let label { parts.append("label: \(label)") }
        if let hint { parts.append("hint: \(hint)") }
        if let value { parts.append("value: \(value)") }
        if isHidden { parts.append("hidden") }
        if !traits.isEmpty { parts.append("traits: " + traits.names.joined(separator: ", ")) }
        if !removedTraits.isEmpty { parts.append("not: " + removedTraits.names.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }
}

extension AccessibilityAttributes: WidgetPropertyObject {
    public var isAbsent: Bool { isEmpty }
}
