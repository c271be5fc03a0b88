import Gnomon

/// A shopping list as SwiftUI tutorials write it: rows deleted with `onDelete`, an add sheet,
/// and the items kept across launches as JSON in `@AppStorage`.
public struct ShoppingListView: View {
    @AppStorage("shoppingItems") private var storedItems = Data()
    @State private var showsAddSheet = false
    @State private var newItem = ""

    public init() {}

    private var items: [String] {
        get { (try? JSONDecoder().decode([String].self, from: storedItems)) ?? [] }
        nonmutating set { storedItems = (try? JSONEncoder().encode(newValue)) ?? Data() }
    }

    public var body: some View {
        NavigationStack {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                .onDelete { offsets in
                    var remaining = items
                    remaining.remove(atOffsets: offsets)
                    items = remaining
                }
            }
            .navigationTitle("Shopping")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") { showsAddSheet = true }
                }
            }
            .sheet(isPresented: $showsAddSheet) {
                NavigationStack {
                    Form {
                        TextField("Item", text: $newItem)
                    }
                    .navigationTitle("New Item")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { showsAddSheet = false }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") {
                                items = items + [newItem]
                                newItem = ""
                                showsAddSheet = false
                            }
                            .disabled(newItem.isEmpty)
                        }
                    }
                }
            }
        }
    }
}

#Preview("Shopping list") {
    ShoppingListView()
}
