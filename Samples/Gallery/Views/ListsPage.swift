import Gnomon

/// A list whose rows the user selects, any number of them (click, Ctrl+click, Shift+click,
/// Ctrl+A) and searches (Ctrl+F); a list in sections; steps reordered by dragging; and a lazy
/// stack and a lazy grid of thousands of views, made as they scroll into view. The sidebar
/// beside it is a list selecting one row.
struct ListsPage: View {
    struct Planet: Identifiable, Hashable {
        let id: Int
        let name: String
        let moons: Int
    }

    static let planets = [
        ("Mercury", 0), ("Venus", 0), ("Earth", 1), ("Mars", 2), ("Jupiter", 95), ("Saturn", 146),
        ("Uranus", 28), ("Neptune", 16),
    ].enumerated().map { Planet(id: $0.offset, name: $0.element.0, moons: $0.element.1) }

    @State private var chosen: Set<Planet.ID> = [2]
    @State private var query = ""
    @State private var steps = [
        "Mix the flour and water", "Knead for ten minutes", "Let it rise", "Shape the loaf", "Let it rise again",
        "Score the top", "Bake",
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("List(selection:)").styleClass("heading")
            HStack {
                Text(summary).styleClass("dim-label")
                Spacer()
                Button("Clear") { chosen = [] }.disabled(chosen.isEmpty)
            }
            Text("Ctrl+F searches the planets.").styleClass("dim-label")
            List(Self.planets.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }, selection: $chosen) { planet in
                HStack {
                    Text(planet.name)
                    Spacer()
                    Text(planet.moons == 1 ? "1 moon" : "\(planet.moons) moons").styleClass("dim-label")
                }
                .padding(.horizontal, 6)
                .padding(.vertical, 4)
                .contextMenu {
                    Button("Select Only \(planet.name)") { chosen = [planet.id] }
                    Button("Select All") { chosen = Set(Self.planets.map(\.id)) }
                }
            }
            .frame(height: 260)
            .searchable(text: $query, prompt: "Search planets")

            Text("Sections").styleClass("heading")
            List {
                Section("Inner planets") {
                    ForEach(Self.planets.prefix(4)) { Text($0.name).padding(.horizontal, 6).padding(.vertical, 4) }
                } footer: {
                    Text("Rocky, with few moons")
                }
                Section("Outer planets") {
                    ForEach(Self.planets.suffix(4)) { Text($0.name).padding(.horizontal, 6).padding(.vertical, 4) }
                }
            }
            .frame(height: 320)

            Text("onMove and onDelete").styleClass("heading")
            Text("Drag a step to reorder it; Delete removes the focused one.").styleClass("dim-label")
            List {
                ForEach(steps, id: \.self) { step in
                    Label(step, systemImage: "list-drag-handle-symbolic").padding(.horizontal, 6).padding(.vertical, 4)
                }
                .onMove { steps.move(fromOffsets: $0, toOffset: $1) }
                .onDelete { steps.remove(atOffsets: $0) }
            }
            .frame(height: 230)

            Text("LazyVStack").styleClass("heading")
            ScrollView {
                LazyVStack(spacing: 6) {
                    ForEach(1...10_000, id: \.self) { number in
                        Text("Card \(number) of 10,000, made when it scrolls into view")
                            .padding(12)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .styleClass("card")
                    }
                }
            }
            .frame(height: 200)

            Text("LazyVGrid").styleClass("heading")
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 104))], spacing: 6) {
                    ForEach(1...1_000, id: \.self) { number in
                        VStack(spacing: 6) {
                            Image(systemName: number.isMultiple(of: 3) ? "starred-symbolic" : "image-x-generic-symbolic")
                            Text("Tile \(number)")
                        }
                        .padding(12)
                        .frame(maxWidth: .infinity)
                        .styleClass("card")
                    }
                }
            }
            .frame(height: 220)
        }
    }

    private var summary: String {
        let names = Self.planets.filter { chosen.contains($0.id) }.map(\.name)
        return names.isEmpty ? "Nothing selected" : names.joined(separator: ", ")
    }
}

#Preview("Lists page") {
    ListsPage()
}
