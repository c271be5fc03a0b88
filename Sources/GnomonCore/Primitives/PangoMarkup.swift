/// Checks text meant as Pango markup before any host shows it as such: well-formed tags from
/// Pango's set (attributes on `span` only, quoted), and known entities.
///
/// ```swift
/// PangoMarkup.problem(in: "<b>bold</b>")   // nil
/// PangoMarkup.problem(in: "<b>bold</i>")   // "</i> closes <b> (at character 7)"
/// ```
///
/// Pango itself checks attribute values too; `GtkHost` asks it before showing markup, so text
/// that passes here but not there is still shown plainly, with a message.
enum PangoMarkup {
    static let tags: Set<String> = ["b", "big", "i", "s", "sub", "sup", "small", "tt", "u", "span"]
    static let entities: Set<String> = ["amp", "lt", "gt", "quot", "apos"]

    /// What makes `markup` invalid, with the character where it is; nil if it is valid.
    static func problem(in markup: String) -> String? {
        let characters = Array(markup)
        var open: [String] = []
        var index = 0
        func at(_ position: Int) -> String { " (at character \(position + 1))" }
        while index < characters.count {
            switch characters[index] {
            case "<":
                guard let end = characters[index...].firstIndex(of: ">") else { return "a tag is not closed" + at(index) }
                let tag = String(characters[(index + 1)..<end])
                if tag.hasPrefix("/") {
                    let name = String(tag.dropFirst())
                    guard let last = open.popLast() else { return "</\(name)> closes nothing" + at(index) }
                    if last != name { return "</\(name)> closes <\(last)>" + at(index) }
                } else {
                    let selfClosing = tag.hasSuffix("/")
                    let body = selfClosing ? String(tag.dropLast()) : tag
                    let name = String(body.prefix { !$0.isWhitespace })
                    guard tags.contains(name) else { return "<\(name)> is not a Pango tag" + at(index) }
                    if let problem = attributeProblem(String(body.dropFirst(name.count)), on: name) {
                        return problem + at(index)
                    }
                    if !selfClosing { open.append(name) }
                }
                index = end + 1
            case "&":
                guard let end = characters[index...].firstIndex(of: ";") else { return "& starts no entity" + at(index) }
                let entity = String(characters[(index + 1)..<end])
                guard isEntity(entity) else { return "&\(entity); is not an entity" + at(index) }
                index = end + 1
            default:
                index += 1
            }
        }
        if let last = open.last { return "<\(last)> is not closed" }
        return nil
    }

    /// Whether `attributes` (what follows a tag's name) are `name="value"` pairs, allowed only
    /// on `span`.
    private static func attributeProblem(_ attributes: String, on tag: String) -> String? {
        var rest = Substring(attributes).drop { $0.isWhitespace }
        if rest.isEmpty { return nil }
        guard tag == "span" else { return "<\(tag)> takes no attributes" }
        while !rest.isEmpty {
            let name = rest.prefix { $0 != "=" && !$0.isWhitespace }
            rest = rest.dropFirst(name.count).drop { $0.isWhitespace }
            guard !name.isEmpty, rest.first == "=" else { return "attribute \(name) has no value" }
            rest = rest.dropFirst().drop { $0.isWhitespace }
            guard let quote = rest.first, quote == "\"" || quote == "'",
                let close = rest.dropFirst().firstIndex(of: quote)
            else { return "the value of \(name) is not quoted" }
            rest = rest[rest.index(after: close)...].drop { $0.isWhitespace }
        }
        return nil
    }

    private static func isEntity(_ entity: String) -> Bool {
        if entities.contains(entity) { return true }
        if entity.hasPrefix("#x") { return entity.count > 2 && UInt32(entity.dropFirst(2), radix: 16) != nil }
        if entity.hasPrefix("#") { return entity.count > 1 && UInt32(entity.dropFirst()) != nil }
        return false
    }
}
