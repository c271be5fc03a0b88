/// Controls grouped for settings, as GNOME's preferences pages show them: each section's rows
/// in a boxed list (`GtkListBox` with `boxed-list`), its header above in bold and its footer
/// below, dimmed; the whole scrolls.
///
/// ```swift
/// Form {
///     Section("Appearance") {
///         Toggle("Dark style", isOn: $dark)
///         Picker("Font size", selection: $size) { … }
///     } footer: {
///         Text("Applies to every window.")
///     }
///     Section("Account") {
///         TextField("Name", text: $name)
///     }
/// }
/// ```
///
/// Views outside any `Section` make a section of their own. Inside, views are in the `.form`
/// style context. A click anywhere on a row holding one switch, check box or disclosure group
/// toggles it, as GNOME's settings rows do (`WidgetClass.activatedByFormRow`); on the keyboard,
/// the control is the row's Tab stop and Space or Enter toggles it.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ScrollView {
            VariadicViewAdapter(source: content) { children in
                VStack(alignment: .leading, spacing: 18) {
                    ForEach(children.sections) { section in
                        VStack(alignment: .leading, spacing: 6) {
                            ForEach(section.header) { $0.styleClass("heading") }
                            _BoxedList {
                                ForEach(section.content) { row in
                                    _ListBoxRow(hidesSeparator: row[ListRowSeparatorTraitKey.self] == .hidden) {
                                        Self.rowContent(row)
                                    }
                                }
                            }
                            ForEach(section.footer) { $0.styleClass("dim-label").styleClass("caption") }
                        }
                    }
                }
                .padding(24)
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .styleContext(.form)
    }

    /// A row's view with room around it (`listRowInsets`, or 12 points across and 8 down) and
    /// its `listRowBackground` behind, across the whole row.
    @ViewBuilder private static func rowContent(_ row: Subview) -> some View {
        let padded = row.environment(\.isFormRow, true)
            .padding(row[ListRowInsetsTraitKey.self] ?? EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
        if let background = row[ListRowBackgroundTraitKey.self] {
            padded.frame(maxWidth: .infinity, alignment: .leading).background { background }
        } else {
            padded
        }
    }
}

/// A `GtkListBox` styled as a boxed list, with lines between its rows, that selects nothing;
/// part of `Form`.
struct _BoxedList<Content: View>: View, ElementView {
    let content: Content
    typealias Body = Never

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    static var widgetClass: WidgetClass { .listBox }

    var childContent: Content? { content }

    var childAxis: Axis? { .vertical }

    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .fill, vertical: .fill) }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(fill: .horizontal)
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.selectionMode, .none)
        list.add(.showSeparators, true)
    }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        classes.append("boxed-list")
    }
}

/// A `GtkListBoxRow` holding one row's view; part of `Form`. The host makes it activatable when
/// it holds a control a click on the row toggles.
struct _ListBoxRow<Content: View>: View, ElementView {
    let content: Content
    /// Whether the line under the row is taken away (`listRowSeparator(.hidden)`).
    let hidesSeparator: Bool
    typealias Body = Never

    init(hidesSeparator: Bool = false, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.hidesSeparator = hidesSeparator
    }

    static var widgetClass: WidgetClass { .listBoxRow }

    var childContent: Content? { content }

    var implicitStackAxis: Axis? { .horizontal }

    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .fill, vertical: .center) }

    /// A row is not a Tab stop of its own: the control in it is, and a row of text is none.
    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.selectable, false)
        list.add(.focusable, false)
    }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        if hidesSeparator { classes.append(GeneratedStyleClass.separatorHidden) }
    }
}
