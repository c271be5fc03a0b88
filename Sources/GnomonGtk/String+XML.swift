extension String {
    /// The string as XML character data or an attribute's value (GtkBuilder's interfaces, SVG):
    /// `&`, `<`, `>` and `"` as entities, and the characters XML 1.0 does not allow left out.
    ///
    /// ```swift
    /// "<property name=\"title\">\(title.xmlEscaped)</property>"
    /// ```
    var xmlEscaped: String {
        var result = ""
        for scalar in unicodeScalars {
            if let entity = xmlEntities[scalar] {
                result += entity
            } else if scalar.value >= 0x20 ? scalar.value < 0xFFFE : "\t\n\r".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

private let xmlEntities: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"]
