import GnomonTesting

/// A row's data as both sides of the benchmark receive it: a unique id and a label made of
/// three words from js-framework-benchmark's lists.
public struct RowData {
    public let id: Int
    public let label: String
}

/// Makes rows with increasing ids and random labels, the same sequence on every run (a fixed
/// seed), as js-framework-benchmark's `buildData` does.
public struct RowDataGenerator {
    private static let adjectives = [
        "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint", "clean",
        "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly", "adorable", "important",
        "inexpensive", "cheap", "expensive", "fancy",
    ]
    private static let colours = [
        "red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange",
    ]
    private static let nouns = [
        "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger", "pizza", "mouse",
        "keyboard",
    ]

    private var nextID = 1

    public init() {}
    private var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)

    public mutating func rows(_ count: Int) -> [RowData] {
        (0..<count).map { _ in
            defer { nextID += 1 }
            let label = "\(pick(Self.adjectives)) \(pick(Self.colours)) \(pick(Self.nouns))"
            return RowData(id: nextID, label: label)
        }
    }

    private mutating func pick(_ words: [String]) -> String {
        words[Int(random.next() % UInt64(words.count))]
    }
}
