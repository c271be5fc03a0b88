extension Scene {
    /// CSS for the app's windows, loaded over GTK's theme (at application priority): style
    /// classes set with `.styleClass(_:)`, or GTK's own CSS nodes.
    ///
    /// ```swift
    /// WindowGroup("Notes") { NotesView() }
    ///     .stylesheet("""
    ///         .note { background-color: @card_bg_color; border-radius: 12px; padding: 12px; }
    ///         """)
    /// ```
    ///
    /// A rule GTK cannot parse is reported in the log with its line and column, and skipped;
    /// the other rules still apply.
    public func stylesheet(_ css: String) -> some Scene {
        _WindowSettingScene(content: self) { $0.stylesheets.append(css) }
    }
}
