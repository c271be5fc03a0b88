extension View {
    /// A count shown at the row's trailing end, dimmed, as SwiftUI shows a list row's badge;
    /// zero shows none.
    ///
    /// ```swift
    /// Label("Inbox", systemImage: "tray").badge(unread)
    /// ```
    public func badge(_ count: Int) -> some View {
        badge(count == 0 ? nil : Text("\(count)"))
    }

    /// Text shown at the row's trailing end, dimmed; nil shows none.
    ///
    /// ```swift
    /// Label("Length", systemImage: "clock").badge(Text("10 minutes"))
    /// ```
    public func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier(label: label))
    }

    /// A localized title shown at the row's trailing end, dimmed.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// A string shown at the row's trailing end, dimmed.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }
}

/// See `View.badge(_:)`. A modifier, so that the row it badges keeps its traits (a `tag`, a
/// `tabItem`) for the list or tab view around it.
public struct _BadgeModifier: ViewModifier {
    let label: Text?

    public func body(content: Content) -> some View {
        HStack {
            content
            if let label {
                Spacer()
                label.styleClass("dim-label")
            }
        }
    }
}
