/// A way to paint: for now the levels of emphasis GNOME gives text and icons.
///
/// ```swift
/// Text("Last seen yesterday").foregroundStyle(.secondary)   // .dim-label
/// ```
public protocol ShapeStyle: Sendable {}

/// The foreground at a level of emphasis. GNOME has two: full, and dimmed (the `dim-label`
/// style class), which `.secondary`, `.tertiary` and `.quaternary` all give.
///
/// ```swift
/// Label("Draft", systemImage: "pencil").foregroundStyle(.tertiary)
/// ```
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// The style class that shows this level.
    var cssClass: String? { level == 0 ? nil : "dim-label" }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

private struct ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: HierarchicalShapeStyle { .primary }
}

extension EnvironmentValues {
    /// The emphasis of text and icons inside.
    var foregroundStyle: HierarchicalShapeStyle {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The style classes text takes from the environment: its font and its emphasis. Read by
    /// the widgets that show text, which so depend on both.
    func addTextClasses(to classes: inout [String]) {
        font?.addClasses(to: &classes)
        addForegroundClass(to: &classes)
    }

    /// The style class of the foreground emphasis, for icons.
    func addForegroundClass(to classes: inout [String]) {
        if let name = foregroundStyle.cssClass { classes.append(name) }
    }
}

extension View {
    /// Sets the emphasis of the text and icons in this view.
    ///
    /// ```swift
    /// VStack { Text(title); Text(subtitle).foregroundStyle(.secondary) }
    /// ```
    public func foregroundStyle(_ style: HierarchicalShapeStyle) -> some View {
        environment(\.foregroundStyle, style)
    }
}
