/// Random view trees, and variations of them, from a seed: the same seed makes the same trees.
///
/// ```swift
/// var generator = ViewSpecGenerator(seed: 42)
/// let (a, b) = generator.pair()   // b: a varied (leaves changed, children added, removed, moved)
/// ```
///
/// Most leaf strings are unique within a tree (`t1`, `x2`, …), so a test can find each leaf's
/// widget; one in five is instead one of the `edgeStrings` users type.
public struct ViewSpecGenerator {
    /// Strings that test how both hosts hold what users type: empty and whitespace-only,
    /// markup characters, a combining accent, emoji, right-to-left scripts, and a line of
    /// 10,000 characters.
    public static let edgeStrings = [
        "", " ", " \t ", "<b>bold</b> & <i", "&amp; &lt;", "e\u{301}", "👩‍👩‍👧 🇫🇷 ✓", "שלום עולם", "مرحبا بالعالم",
        longLine,
    ]

    /// A line of 10,000 characters: GTK takes about a third of a second to lay out a
    /// window that wraps it, so GTK runs give it to a few pairs only.
    public static let longLine = String(repeating: "long line ", count: 1_000)

    /// The strings leaves take one time in five.
    private let strings: [String]

    private var random: SplitMix64
    private var lastToken = 0

    /// The generator of `seed`, whose edge strings are `strings`.
    public init(seed: UInt64, strings: [String] = edgeStrings) {
        random = SplitMix64(seed: seed)
        self.strings = strings
    }

    /// A random tree and a variation of it; one pair in eight is two unrelated trees.
    public mutating func pair() -> (ViewSpec, ViewSpec) {
        let a = tree(depth: 4)
        return (a, chance(1, in: 8) ? tree(depth: 4) : vary(a, depth: 4))
    }

    mutating func tree(depth: Int) -> ViewSpec {
        if depth == 0 || chance(1, in: 4) { return leaf() }
        switch int(6) {
        case 0: return .vstack(children(depth: depth))
        case 1: return .hstack(children(depth: depth))
        case 2: return .group(children(depth: depth))
        case 3: return .conditional(chance(1, in: 2), tree(depth: depth - 1), tree(depth: depth - 1))
        case 4: return .optional(chance(1, in: 3) ? nil : tree(depth: depth - 1))
        default:
            var ids = Array(0..<12).shuffled(using: &random).prefix(int(6))
            if let first = ids.first, chance(1, in: 6) { ids.append(first) }  // a repeated id
            return .keyed(ids.map { KeyedSpec(id: $0, content: tree(depth: depth - 1)) })
        }
    }

    /// `spec` with random changes all through it: the kinds of edits an app's state makes.
    mutating func vary(_ spec: ViewSpec, depth: Int) -> ViewSpec {
        if chance(1, in: 10) { return tree(depth: depth) }
        switch spec {
        case .text:
            return chance(1, in: 3) ? .text(string("t")) : spec
        case .toggle(let label, let isOn):
            return chance(1, in: 3) ? .toggle(label, isOn: !isOn) : chance(1, in: 4) ? .toggle(string("x"), isOn: isOn) : spec
        case .button:
            return chance(1, in: 3) ? .button(string("b")) : spec
        case .field(let placeholder, let text):
            return chance(1, in: 3) ? .field(placeholder: placeholder, text: string("f"))
                : chance(1, in: 4) ? .field(placeholder: string("p"), text: text) : spec
        case .vstack(let children):
            return chance(1, in: 12) ? .hstack(vary(children, depth: depth)) : .vstack(vary(children, depth: depth))
        case .hstack(let children):
            return .hstack(vary(children, depth: depth))
        case .group(let children):
            return .group(vary(children, depth: depth))
        case .conditional(let flag, let a, let b):
            return .conditional(chance(1, in: 3) ? !flag : flag, vary(a, depth: depth - 1), vary(b, depth: depth - 1))
        case .optional(let content):
            if chance(1, in: 4) { return .optional(content == nil ? tree(depth: depth - 1) : nil) }
            return .optional(content.map { vary($0, depth: depth - 1) })
        case .keyed(var items):
            items = items.filter { _ in !chance(1, in: 6) }
            items = items.map { KeyedSpec(id: $0.id, content: vary($0.content, depth: depth - 1)) }
            if chance(1, in: 3) { items.shuffle(using: &random) }
            for _ in 0..<int(3) {
                let id = chance(1, in: 8) && !items.isEmpty ? items[int(items.count)].id : 100 + int(100)
                items.insert(KeyedSpec(id: id, content: tree(depth: depth - 1)), at: int(items.count + 1))
            }
            return .keyed(items)
        }
    }

    private mutating func vary(_ children: [ViewSpec], depth: Int) -> [ViewSpec] {
        var children = children.map { vary($0, depth: depth - 1) }
        if !children.isEmpty && chance(1, in: 4) { children.remove(at: int(children.count)) }
        if chance(1, in: 4) { children.insert(tree(depth: depth - 1), at: int(children.count + 1)) }
        if children.count > 1 && chance(1, in: 8) { children.swapAt(0, children.count - 1) }
        return children
    }

    private mutating func children(depth: Int) -> [ViewSpec] {
        (0..<int(5)).map { _ in tree(depth: depth - 1) }
    }

    private mutating func leaf() -> ViewSpec {
        switch int(6) {
        case 0, 1: .toggle(string("x"), isOn: chance(1, in: 2))
        case 2: .button(string("b"))
        case 3: .field(placeholder: string("p"), text: string("f"))
        default: .text(string("t"))
        }
    }

    /// A new token, or one time in five an edge string.
    private mutating func string(_ prefix: String) -> String {
        chance(1, in: 5) ? strings[int(strings.count)] : token(prefix)
    }

    private mutating func token(_ prefix: String) -> String {
        lastToken += 1
        return "\(prefix)\(lastToken)"
    }

    private mutating func int(_ bound: Int) -> Int {
        Int(random.next() % UInt64(bound))
    }

    private mutating func chance(_ count: Int, in total: Int) -> Bool {
        int(total) < count
    }
}

/// A small deterministic random number generator (SplitMix64), for reproducible tests and
/// benchmarks.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// rows.shuffle(using: &random)   // the same order on every run
/// ```
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
