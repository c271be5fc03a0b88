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

/// What colours text and icons: an emphasis of the theme's colour, or a colour of the app's.
enum Foreground: Hashable, Sendable {
    case emphasis(HierarchicalShapeStyle)
    case color(Color)

    /// The style class: the emphasis's, or the colour's generated one.
    var cssClass: String? {
        switch self {
        case .emphasis(let style): style.cssClass
        case .color(let color): GeneratedStyleClass.foreground(color)
        }
    }
}

private struct ForegroundKey: EnvironmentKey {
    static var defaultValue: Foreground { .emphasis(.primary) }
}

extension EnvironmentValues {
    /// The emphasis or colour of text and icons inside, set by `.foregroundStyle` or
    /// `.foregroundColor`.
    var foreground: Foreground {
        get { self[ForegroundKey.self] }
        set { self[ForegroundKey.self] = newValue }
    }

    /// The style classes text takes from the environment: its font and its foreground. Read
    /// by the widgets that show text, which so depend on both.
    func addTextClasses(to classes: inout [String]) {
        font?.addClasses(to: &classes)
        addForegroundClass(to: &classes)
    }

    /// The style class of the foreground emphasis or colour, for text and icons; and the class
    /// that shows them as blocks while redacted.
    func addForegroundClass(to classes: inout [String]) {
        if let name = foreground.cssClass { classes.append(name) }
        if redactsContent { classes.append(GeneratedStyleClass.redacted) }
    }
}

extension View {
    /// Sets the emphasis (`.secondary`: GNOME's `dim-label`) or the colour of the text and icons
    /// in this view. A colour is one generated CSS class, shared by every widget that shows it.
    ///
    /// ```swift
    /// VStack { Text(title); Text(subtitle).foregroundStyle(.secondary) }
    /// Text("Overdue").foregroundStyle(.red)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let color = style as? Color
        if color == nil && !(style is HierarchicalShapeStyle) {
            log.warning("foregroundStyle(\(S.self)) is not a colour or an emphasis; the theme's is kept")
        }
        return environment(\.foreground, color.map(Foreground.color) ?? .emphasis(style as? HierarchicalShapeStyle ?? .primary))
    }

    /// Sets the colour of the text and icons in this view (nil: the theme's).
    ///
    /// ```swift
    /// Text("Saved").foregroundColor(.green)
    /// ```
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foreground, color.map(Foreground.color) ?? .emphasis(.primary))
    }
}

/// The background content sits on: the theme's view background (`theme_base_color`, white in
/// Adwaita's light style), as SwiftUI's `.background` style.
///
/// ```swift
/// Text("Card").padding().background(.background, in: .rect(cornerRadius: 8)).shadow(radius: 4)
/// ```
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The theme's view background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
