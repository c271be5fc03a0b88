extension View {
    /// The name assistive technologies read out for the view, instead of the one GTK takes from
    /// its text: GTK's accessible `label`. Give one to every control that shows no text.
    ///
    /// ```swift
    /// Button { archive() } label: { Image(systemName: "folder-symbolic") }
    ///     .accessibilityLabel("Archive")
    /// ```
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(_AccessibilityModifier(label: label.content))
    }

    /// The name assistive technologies read out for the view.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// The name assistive technologies read out for the view.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(label))
    }

    /// What the view does, read out after its name: GTK's accessible `description`.
    ///
    /// ```swift
    /// Button("Send") { send() }.accessibilityHint("Sends the message to everyone in the thread")
    /// ```
    public func accessibilityHint(_ hint: Text) -> some View {
        modifier(_AccessibilityModifier(hint: hint.content))
    }

    /// What the view does, read out after its name.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    /// What the view does, read out after its name.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibilityHint(Text(hint))
    }

    /// The view's value, read out after its name, for a view whose value is not its text:
    /// GTK's accessible `value-text`.
    ///
    /// ```swift
    /// RatingView(stars: 4).accessibilityValue("4 stars out of 5")
    /// ```
    public func accessibilityValue(_ value: Text) -> some View {
        modifier(_AccessibilityModifier(value: value.content))
    }

    /// The view's value, read out after its name.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    /// The view's value, read out after its name.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityValue(Text(value))
    }

    /// Hides the view, and what is inside it, from assistive technologies (a decorative image,
    /// say): GTK's accessible `hidden` state.
    ///
    /// ```swift
    /// Image(systemName: "starred-symbolic").accessibilityHidden(true)
    /// ```
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(_AccessibilityModifier(hidden: hidden))
    }

    /// Tells assistive technologies more about what the view is: a heading, a button, a link
    /// (GTK's role, which the widget takes when it is made), or selected (GTK's state, which
    /// follows the view). See `AccessibilityTraits`.
    ///
    /// ```swift
    /// Text("Account").accessibilityAddTraits(.isHeader)
    /// ```
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(_AccessibilityModifier(addedTraits: traits))
    }

    /// Tells assistive technologies the view is not what `traits` say: `.isSelected`, not
    /// selected.
    ///
    /// ```swift
    /// Row(item).accessibilityRemoveTraits(.isSelected)
    /// ```
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(_AccessibilityModifier(removedTraits: traits))
    }
}

/// See `View.accessibilityLabel(_:)` and its siblings: one of them, the others nil.
public struct _AccessibilityModifier: ViewModifier, Equatable {
    var label: String?
    var hint: String?
    var value: String?
    var hidden: Bool?
    var addedTraits: AccessibilityTraits = []
    var removedTraits: AccessibilityTraits = []
    public typealias Body = Never
}

extension _AccessibilityModifier: AttributeModifier {
    static var describesContent: Bool { true }

    /// The innermost of each wins.
    func apply(to layout: inout LayoutAttributes) {
        if let label, layout.accessibility.label == nil || layout.accessibilityLabelIsFallback {
            layout.accessibility.label = label
            layout.accessibilityLabelIsFallback = false
        }
        if layout.accessibility.hint == nil { layout.accessibility.hint = hint }
        if layout.accessibility.value == nil { layout.accessibility.value = value }
        if !layout.accessibilityHiddenIsSet, let hidden {
            layout.accessibility.isHidden = hidden
            layout.accessibilityHiddenIsSet = true
        }
        // An inner modifier's traits win over an outer one's that say the opposite.
        layout.accessibility.traits.formUnion(addedTraits.subtracting(layout.accessibility.removedTraits))
        layout.accessibility.removedTraits.formUnion(removedTraits.subtracting(layout.accessibility.traits))
    }
}

/// The name a widget is read by when nothing names it explicitly: a `Label`'s title for its
/// icon, which a style may show alone. An `accessibilityLabel` anywhere around the widget wins;
/// this wins over what the widget would be named by itself (an icon's name).
struct _AccessibilityNameModifier: ViewModifier, Equatable {
    var name: String?
    typealias Body = Never
}

extension _AccessibilityNameModifier: AttributeModifier {
    static var describesContent: Bool { true }

    /// An `accessibilityLabel` inside wins (it is applied first); one outside replaces it.
    func apply(to layout: inout LayoutAttributes) {
        guard let name, layout.accessibility.label == nil else { return }
        layout.accessibility.label = name
        layout.accessibilityLabelIsFallback = true
    }
}
