import GnomonCore

/// A view tree described as data: what the diff oracle generates, mounts and compares.
///
/// ```swift
/// let spec = ViewSpec.vstack([.text("a"), .keyed([KeyedSpec(id: 1, content: .toggle("b", isOn: true))])])
/// let host = TestHost(SpecView(spec: spec))
/// ```
///
/// Each case is one kind of structure Gnomon reconciles: leaves (`Text`, `Toggle`, `Button`,
/// `TextField`), stacks and groups with positional children, both branches of a conditional,
/// an optional, and a keyed `ForEach` (ids may repeat).
public indirect enum ViewSpec: Hashable, Sendable, CustomStringConvertible {
    case text(String)
    case toggle(String, isOn: Bool)
    case button(String)
    /// A text field: its placeholder, and the text bound to it.
    case field(placeholder: String, text: String)
    case vstack([ViewSpec])
    case hstack([ViewSpec])
    case group([ViewSpec])
    case conditional(Bool, ViewSpec, ViewSpec)
    case optional(ViewSpec?)
    case keyed([KeyedSpec])

    /// A short form: `V[…]`, `H[…]`, `G[…]`, `T"a"`, `X"a"+` (a toggle, on), `B"a"` (a button),
    /// `F"placeholder""text"`, `?(…)`, `if+(…|…)`, `K{1:…}`. Strings are quoted as a dump
    /// quotes them; a long one is cut short.
    public var description: String {
        switch self {
        case .text(let text): "T\(Self.quoted(text))"
        case .toggle(let label, let isOn): "X\(Self.quoted(label))\(isOn ? "+" : "-")"
        case .button(let title): "B\(Self.quoted(title))"
        case .field(let placeholder, let text): "F\(Self.quoted(placeholder))\(Self.quoted(text))"
        case .vstack(let children): "V[\(children.map(\.description).joined(separator: ", "))]"
        case .hstack(let children): "H[\(children.map(\.description).joined(separator: ", "))]"
        case .group(let children): "G[\(children.map(\.description).joined(separator: ", "))]"
        case .conditional(let flag, let a, let b): "if\(flag ? "+" : "-")(\(a) | \(b))"
        case .optional(let content): "?(\(content.map(\.description) ?? "nil"))"
        case .keyed(let items): "K{\(items.map { "\($0.id):\($0.content)" }.joined(separator: ", "))}"
        }
    }

    /// The leaves (`text` and `toggle`) by identity path: where Gnomon's identity rules put
    /// each one. A leaf whose path is in two trees is the same view in both, so an update from
    /// one to the other keeps its widget.
    ///
    /// A path names, from the root down, each view's kind (a change of kind is a different
    /// branch of `SpecView`'s body), a stack or group child's position, a conditional's branch,
    /// and a keyed child's id. Rows whose id repeats in their list get a path with `*`: which of
    /// them keeps which row's state is deterministic but depends on where the change is (the
    /// common prefix and suffix are matched first), so identity is not checked for them.
    public var leafPaths: [String: ViewSpec] {
        var leaves: [String: ViewSpec] = [:]
        func visit(_ spec: ViewSpec, _ path: String) {
            let path = path + "/" + spec.kind
            switch spec {
            case .text, .toggle, .button, .field:
                leaves[path] = spec
            case .vstack(let children), .hstack(let children), .group(let children):
                for (index, child) in children.enumerated() { visit(child, path + "/\(index)") }
            case .conditional(let flag, let a, let b):
                visit(flag ? a : b, path + (flag ? "/then" : "/else"))
            case .optional(let content):
                if let content { visit(content, path + "/some") }
            case .keyed(let items):
                var counts: [Int: Int] = [:]
                for item in items { counts[item.id, default: 0] += 1 }
                for (index, item) in items.enumerated() {
                    visit(item.content, path + (counts[item.id]! > 1 ? "/#\(item.id)*\(index)" : "/#\(item.id)"))
                }
            }
        }
        visit(self, "")
        return leaves
    }

    /// `spec` inside `depth` vertical stacks, one in another.
    ///
    /// ```swift
    /// TestHost(SpecView(spec: .nested(2_000, around: .text("deep"))))
    /// ```
    public static func nested(_ depth: Int, around spec: ViewSpec) -> ViewSpec {
        (0..<depth).reduce(spec) { inner, _ in .vstack([inner]) }
    }

    /// The string a test host's `find(text:)` finds the leaf by: a `Text`'s string, a
    /// `Toggle`'s or `Button`'s title, a field's text.
    public var label: String? {
        switch self {
        case .text(let text), .toggle(let text, _), .button(let text), .field(_, let text): text
        default: nil
        }
    }

    /// How many leaves have each label.
    var labelCounts: [String: Int] {
        var counts: [String: Int] = [:]
        for leaf in leafPaths.values { counts[leaf.label!, default: 0] += 1 }
        return counts
    }

    private static func quoted(_ string: String) -> String {
        let shown = string.count > 40 ? "\(string.prefix(20))…(\(string.count) characters)" : string
        return PropertyValue.string(shown).description
    }

    var kind: String {
        switch self {
        case .text: "text"
        case .toggle: "toggle"
        case .button: "button"
        case .field: "field"
        case .vstack: "vstack"
        case .hstack: "hstack"
        case .group: "group"
        case .conditional: "if"
        case .optional: "optional"
        case .keyed: "keyed"
        }
    }
}

/// A row of a keyed `ForEach` in a `ViewSpec`.
public struct KeyedSpec: Hashable, Sendable {
    public var id: Int
    public var content: ViewSpec

    public init(id: Int, content: ViewSpec) {
        self.id = id
        self.content = content
    }
}

/// The view a `ViewSpec` describes.
///
/// ```swift
/// host.update(SpecView(spec: .vstack([.text("b"), .text("a")])))
/// ```
public struct SpecView: View {
    public let spec: ViewSpec

    public init(spec: ViewSpec) {
        self.spec = spec
    }

    public var body: some View {
        switch spec {
        case .text(let text):
            Text(text)
        case .toggle(let label, let isOn):
            Toggle(label, isOn: .constant(isOn))
        case .button(let title):
            Button(title) {}
        case .field(let placeholder, let text):
            TextField(placeholder, text: .constant(text))
        case .vstack(let children):
            VStack { SpecChildren(children: children) }
        case .hstack(let children):
            HStack { SpecChildren(children: children) }
        case .group(let children):
            Group { SpecChildren(children: children) }
        case .conditional(let flag, let a, let b):
            if flag { SpecView(spec: a) } else { SpecView(spec: b) }
        case .optional(let content):
            if let content { SpecView(spec: content) }
        case .keyed(let items):
            ForEach(items, id: \.id) { item in SpecView(spec: item.content) }
        }
    }
}

/// Positional children: the n-th child keeps its identity while it stays n-th, as in a
/// `TupleView`.
struct SpecChildren: View {
    let children: [ViewSpec]

    var body: some View {
        ForEach(children.indices, id: \.self) { index in SpecView(spec: children[index]) }
    }
}
