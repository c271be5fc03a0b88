extension View {
    /// The room around the row's content in a `List` or a `Form`, in place of the row's own
    /// (a form row's 12 points across and 8 down); nil keeps the row's own.
    ///
    /// ```swift
    /// List(photos) { photo in
    ///     Thumbnail(photo).listRowInsets(EdgeInsets())   // edge to edge
    /// }
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_ListRowInsetsModifier(insets: insets)).trait(ListRowInsetsTraitKey.self, insets)
    }

    /// Whether the line under this row shows. A `Form`'s boxed rows have lines between them,
    /// which `.hidden` takes away; GNOME's lists draw none, so in a `List` nothing changes.
    ///
    /// ```swift
    /// Form {
    ///     Toggle("Wi-Fi", isOn: $wifi).listRowSeparator(.hidden)
    ///     Text("Networks nearby show below.")
    /// }
    /// ```
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        // A row's line is the one under it: its top edge's is the row above's.
        trait(ListRowSeparatorTraitKey.self, edges.contains(.bottom) ? visibility : .automatic)
    }

    /// A view behind the whole row of a `List` or `Form`, in place of the row's own background.
    ///
    /// ```swift
    /// Text(warning).listRowBackground(Color.yellow.opacity(0.2))
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowBackgroundModifier(background: view.map { AnyView($0) }))
            .trait(ListRowBackgroundTraitKey.self, view.map { AnyView($0) })
    }
}

extension VerticalEdge {
    /// A set of vertical edges.
    ///
    /// ```swift
    /// Text("Last").listRowSeparator(.hidden, edges: .bottom)
    /// ```
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }

        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

/// A row's insets, for the `Form` around it; see `View.listRowInsets(_:)`.
struct ListRowInsetsTraitKey: ViewTraitKey {
    static var defaultValue: EdgeInsets? { nil }
}

/// Whether a row's separator shows, for the `Form` around it.
struct ListRowSeparatorTraitKey: ViewTraitKey {
    static var defaultValue: Visibility { .automatic }
}

/// A row's background, for the `Form` around it.
struct ListRowBackgroundTraitKey: ViewTraitKey {
    static var defaultValue: AnyView? { nil }
}

/// A row's insets outside a `Form` (which reads them as a trait and makes its row with them):
/// room around the content, a `List`'s rows having next to none of their own.
public struct _ListRowInsetsModifier: ViewModifier {
    let insets: EdgeInsets?
    @Environment(\.isFormRow) private var isFormRow

    public func body(content: Content) -> some View {
        content.padding(isFormRow ? EdgeInsets() : insets ?? EdgeInsets())
    }
}

/// A row's background outside a `Form` (which puts it behind its whole row): behind the
/// row's content.
public struct _ListRowBackgroundModifier: ViewModifier {
    let background: AnyView?
    @Environment(\.isFormRow) private var isFormRow

    public func body(content: Content) -> some View {
        if let background, !isFormRow {
            content.background { background }
        } else {
            content
        }
    }
}

private struct IsFormRowKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the view is a `Form`'s row, whose row modifiers (`listRowInsets`,
    /// `listRowBackground`) the form applies to the row itself.
    var isFormRow: Bool {
        get { self[IsFormRowKey.self] }
        set { self[IsFormRowKey.self] = newValue }
    }
}
