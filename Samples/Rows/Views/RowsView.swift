import Gnomon

/// One row of the list.
struct Row: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

/// A keyed list: each row keeps its text, check state and widgets when rows are added,
/// removed or shuffled around it.
public struct RowsView: View {
    @State private var rows: [Row] = (1...5).map { Row(id: $0, title: "Row \($0)") }
    @State private var nextID = 6
    /// Seeded, so that a run (and a test) shuffles the same way every time.
    @State private var random = SeededRandom(seed: 7)

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 6) {
                Button("Add") { add() }
                    .styleClass("suggested-action")
                Button("Shuffle") { rows.shuffle(using: &random) }
                    .disabled(rows.count < 2)
                Button("Remove Done", role: .destructive) { rows.removeAll(where: \.isDone) }
                    .disabled(!rows.contains(where: \.isDone))
                Spacer()
                Text("\(rows.filter(\.isDone).count) of \(rows.count) done")
                    .styleClass("dim-label")
            }
            ScrollView {
                VStack(spacing: 6) {
                    ForEach($rows) { $row in
                        RowView(row: $row) { remove(row.id) }
                    }
                }
            }
        }
        .padding(18)
    }

    private func add() {
        rows.append(Row(id: nextID, title: "Row \(nextID)"))
        nextID += 1
    }

    private func remove(_ id: Int) {
        rows.removeAll { $0.id == id }
    }
}

/// A row: a check box, the editable title, and a remove button.
struct RowView: View {
    @Binding var row: Row
    let onRemove: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Toggle("Done", isOn: $row.isDone)
            TextField("Title", text: $row.title)
            Button(action: onRemove) {
                Image(systemName: "trash")
            }
            .help("Remove this row")
        }
    }
}

/// A small deterministic random number generator (SplitMix64).
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
