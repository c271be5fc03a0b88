import GnomonCore

/// The reconciler's oracle: updating a mounted tree A to B must give exactly the widgets a
/// fresh mount of B gives, and keep the widget of every leaf that stays the same view.
///
/// ```swift
/// if let failure = DiffOracle.run(pairs: 10_000, from: 1) { XCTFail(failure) }
/// ```
///
/// A failing pair is shrunk (children removed, containers replaced by a child) while it still
/// fails, and reported with its seed; `ViewSpecGenerator(seed:)` makes the same pair again.
@MainActor
public enum DiffOracle {
    /// What Gnomon says of a keyed list whose ids repeat, as the generated trees' lists do
    /// on purpose: tests running the oracle expect it (`LogCapture(expecting:)`).
    public static let duplicateIDWarning = "has elements with the same id"

    /// The messages, of those logged while the oracle ran (`LogCapture.messages`), that it
    /// does not cause: all but the warnings about its lists' repeated ids.
    public static func unexpected(_ messages: [String]) -> [String] {
        messages.filter { !$0.hasPrefix("warning: ForEach over Array<KeyedSpec> \(duplicateIDWarning)") }
    }

    /// Checks `pairs` generated pairs, seeds `first ..< first + pairs`, on `TestHost`; returns
    /// the first failure's report, or nil.
    public static func run(pairs: Int, from first: UInt64) -> String? {
        for seed in first..<(first + UInt64(pairs)) {
            var generator = ViewSpecGenerator(seed: seed)
            let (a, b) = generator.pair()
            if check(a, b) != nil { return report(seed: seed, a, b) }
        }
        return nil
    }

    /// What is wrong with updating `a` to `b` on a `TestHost`, or nil.
    public static func check(_ a: ViewSpec, _ b: ViewSpec) -> String? {
        let host = TestHost(SpecView(spec: a))
        let before = leafWidgets(a, in: host)
        host.update(SpecView(spec: b))
        host.settle()
        return compare(host, from: before, to: b)
    }

    /// What is wrong with `host` just updated to `b` from a tree whose leaves had the widgets
    /// `before` (`leafWidgets`), or nil: its dump must be a fresh mount's, and every leaf on an
    /// identity path of both trees must have kept its widget.
    public static func compare(_ host: some TestingHost, from before: [String: Int], to b: ViewSpec) -> String? {
        let expected = TestHost(SpecView(spec: b)).dump()
        let dump = host.dump()
        if dump != expected {
            return "the update's widgets differ from a fresh mount's:\n--- updated\n\(dump)\n--- fresh\n\(expected)"
        }
        let after = leafWidgets(b, in: host)
        for (path, widget) in before.sorted(by: { $0.key < $1.key }) where !path.contains("*") {
            if let now = after[path], now != widget {
                return "the leaf at \(path) did not keep its widget (#\(widget) became #\(now))"
            }
        }
        return nil
    }

    /// The widget id of each leaf of `spec` mounted in `host`, by identity path: of each leaf
    /// `find(text:)` can tell apart, that is, whose label is not empty and no other leaf's.
    public static func leafWidgets(_ spec: ViewSpec, in host: some TestingHost) -> [String: Int] {
        var widgets: [String: Int] = [:]
        let counts = spec.labelCounts
        for (path, leaf) in spec.leafPaths where !leaf.label!.isEmpty && counts[leaf.label!] == 1 {
            widgets[path] = host.find(text: leaf.label!, includingHidden: true)?.id
        }
        return widgets
    }

    /// The failing pair of `seed`, shrunk, with how to replay it.
    static func report(seed: UInt64, _ a: ViewSpec, _ b: ViewSpec) -> String {
        let (a, b) = shrink(a, b)
        return """
            diff oracle failed for seed \(seed) (replay: GNOMON_ORACLE_SEED=\(seed)); shrunk to
              A: \(a)
              B: \(b)
            \(check(a, b) ?? "")
            """
    }

    /// A smaller pair that still fails: candidates are tried in turn while one fails.
    static func shrink(_ a: ViewSpec, _ b: ViewSpec) -> (ViewSpec, ViewSpec) {
        var pair = (a, b)
        var checks = 0
        var shrunk = true
        while shrunk && checks < 2_000 {
            shrunk = false
            let candidates = smaller(pair.0).map { ($0, pair.1) } + smaller(pair.1).map { (pair.0, $0) }
            for candidate in candidates {
                checks += 1
                if check(candidate.0, candidate.1) != nil {
                    pair = candidate
                    shrunk = true
                    break
                }
            }
        }
        return pair
    }

    /// Trees one step simpler than `spec`: a child in place of its container, a child or row
    /// removed, a branch chosen, or one of its children simpler.
    static func smaller(_ spec: ViewSpec) -> [ViewSpec] {
        switch spec {
        case .text, .toggle, .button, .field:
            return []
        case .vstack(let children): return children + fewerOrSimpler(children, smaller, make: ViewSpec.vstack)
        case .hstack(let children): return children + fewerOrSimpler(children, smaller, make: ViewSpec.hstack)
        case .group(let children): return children + fewerOrSimpler(children, smaller, make: ViewSpec.group)
        case .conditional(let flag, let a, let b):
            return [a, b] + smaller(a).map { .conditional(flag, $0, b) } + smaller(b).map { .conditional(flag, a, $0) }
        case .optional(let content):
            guard let content else { return [] }
            return [content, .optional(nil)] + smaller(content).map { .optional($0) }
        case .keyed(let items):
            let simplerRow = { (item: KeyedSpec) in smaller(item.content).map { KeyedSpec(id: item.id, content: $0) } }
            return items.map(\.content) + fewerOrSimpler(items, simplerRow, make: ViewSpec.keyed)
        }
    }

    /// `make` applied to `items` with one item removed, and with one item made simpler.
    private static func fewerOrSimpler<Item>(
        _ items: [Item], _ simpler: (Item) -> [Item], make: ([Item]) -> ViewSpec
    ) -> [ViewSpec] {
        var result: [ViewSpec] = []
        for index in items.indices {
            var fewer = items
            fewer.remove(at: index)
            result.append(make(fewer))
        }
        for index in items.indices {
            for item in simpler(items[index]) {
                var changed = items
                changed[index] = item
                result.append(make(changed))
            }
        }
        return result
    }
}
