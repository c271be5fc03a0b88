import GnomonCore

/// A column of labels keyed by number: the simplest keyed list.
struct NumberList: View {
    var ids: [Int]

    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { id in
                Text("\(id)")
            }
        }
    }
}

/// An item with an id and an editable title.
struct Item: Identifiable, Equatable {
    var id: Int
    var title: String
}

/// A column of labels showing each item's title, keyed by the item's id.
struct ItemList: View {
    var items: [Item]

    var body: some View {
        VStack {
            ForEach(items) { item in
                Text(item.title)
            }
        }
    }
}

/// A button that counts its own taps in `@State`: "3: 0", "3: 1", …
struct CounterRow: View {
    let id: Int
    @State private var count = 0

    var body: some View {
        Button("\(id): \(count)") { count += 1 }
    }
}

/// A column of counter rows keyed by id.
struct CounterList: View {
    var ids: [Int]

    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { id in
                CounterRow(id: id)
            }
        }
    }
}

/// A snapshot of a host's mutations, counted by kind.
func kinds(_ mutations: [Mutation]) -> [Mutation.Kind: Int] {
    mutations.reduce(into: [:]) { $0[$1.kind, default: 0] += 1 }
}
