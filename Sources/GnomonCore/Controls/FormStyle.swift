/// How a form lays out its controls: `.formStyle(.grouped)`.
///
/// ```swift
/// Form { … }.formStyle(.grouped)
/// ```
///
/// GNOME's forms are its preferences pages: sections of boxed rows, which is SwiftUI's
/// `.grouped` style and what every style here shows. `.columns` (macOS's labels in a column
/// beside their controls) has no GNOME counterpart, and shows grouped too.
public protocol FormStyle: Sendable {}

/// The platform's form: GNOME's grouped rows.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
}

/// Sections of boxed rows, as GNOME's preferences pages show them.
public struct GroupedFormStyle: FormStyle {
    public init() {}
}

/// macOS's labels beside their controls; GNOME shows grouped rows.
public struct ColumnsFormStyle: FormStyle {
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets how the forms inside lay out their controls; every style shows GNOME's grouped
    /// rows (see `FormStyle`).
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        self
    }
}
