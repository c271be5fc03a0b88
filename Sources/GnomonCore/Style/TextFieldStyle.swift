/// How text fields look: `.textFieldStyle(.roundedBorder)` or `.plain`.
///
/// ```swift
/// TextField("Search", text: $query).textFieldStyle(.plain)
/// ```
///
/// GNOME's text fields have a rounded frame (`.automatic`, `.roundedBorder`, `.squareBorder`);
/// `.plain` takes it away (GTK's `has-frame`), for a field inside something that frames it.
public protocol TextFieldStyle: Sendable {
    /// Whether fields in this style have a frame.
    var _hasFrame: Bool { get }
}

/// GNOME's text field, framed: `.automatic`.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _hasFrame: Bool { true }
}

/// A framed field: `.roundedBorder`, GNOME's own look.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _hasFrame: Bool { true }
}

/// A framed field: `.squareBorder` (macOS); GNOME's frame has rounded corners.
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _hasFrame: Bool { true }
}

/// A field without a frame: `.plain`.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _hasFrame: Bool { false }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension View {
    /// Sets how the text fields inside look (see `TextFieldStyle`).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldHasFrame, style._hasFrame)
    }
}

private struct TextFieldHasFrameKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether text fields have a frame, as their `textFieldStyle` says.
    var textFieldHasFrame: Bool {
        get { self[TextFieldHasFrameKey.self] }
        set { self[TextFieldHasFrameKey.self] = newValue }
    }
}
