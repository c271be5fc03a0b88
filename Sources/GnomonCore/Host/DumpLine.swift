/// Formats one line of `dump()`: the GTK class, the non-default mapped properties sorted by
/// name, then the CSS classes as `.name`, sorted; indented two spaces per depth level.
///
/// Both hosts format through this, so the same tree prints the same text.
///
/// ```
/// GtkBox orientation=vertical spacing=18
///   GnomonLabel label="0" wrap=true .title-1
/// ```
package enum DumpLine {
    package static func format(
        depth: Int, className: String, properties: [Property], classes: [String]
    ) -> String {
        var line = String(repeating: "  ", count: depth) + className
        for property in properties.sorted(by: { $0.key.name < $1.key.name }) {
            line += " " + property.description
        }
        for name in classes.sorted() {
            line += " ." + name
        }
        return line
    }
}
