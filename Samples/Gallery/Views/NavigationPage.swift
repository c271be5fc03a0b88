import Gnomon

/// Tabs chosen in the header bar; in the first, a navigation stack of planets whose pages
/// slide in, with a back button (and Alt+Left) and a toolbar button of their own; in the
/// second, a sheet.
struct NavigationPage: View {
    @State private var tab = Tab.planets

    enum Tab: Hashable {
        case planets, about
    }

    var body: some View {
        TabView(selection: $tab) {
            PlanetStack().tabItem { Text("Planets") }.tag(Tab.planets)
            SheetDemo()
                .tabItem { Text("About") }
                .tag(Tab.about)
        }
    }
}

/// The planets, each opening a page with its moons.
struct PlanetStack: View {
    @State private var path: [ListsPage.Planet] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(ListsPage.planets) { planet in
                NavigationLink(planet.name, value: planet)
            }
            .navigationDestination(for: ListsPage.Planet.self) { planet in
                PlanetDetail(planet: planet)
            }
        }
    }
}

/// One planet: its moons, a counter that shows a page keeps its state under the next, and a
/// link on to the next planet.
struct PlanetDetail: View {
    let planet: ListsPage.Planet
    @State private var visits = 0

    var body: some View {
        VStack(spacing: 12) {
            Text(planet.name).styleClass("title-1")
            Text(planet.moons == 1 ? "1 moon" : "\(planet.moons) moons").styleClass("dim-label")
            Button("Visited \(visits) times") { visits += 1 }
            if let next = ListsPage.planets.first(where: { $0.id == planet.id + 1 }) {
                NavigationLink("On to \(next.name)", value: next).frame(width: 220)
            }
        }
        .padding(24)
        .navigationTitle(planet.name)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button { visits = 0 } label: { Image(systemName: "edit-clear-symbolic") }
                    .help("Reset Visits")
                    .accessibilityLabel("Reset Visits")
            }
        }
    }
}

/// A tab that keeps its state, and a sheet: a modal window with a header bar of its own.
struct SheetDemo: View {
    @State private var showsSheet = false
    @State private var name = "Pluto"

    var body: some View {
        VStack(spacing: 12) {
            Text("TabView").styleClass("title-2")
            Text("Each tab keeps its state while another shows.").styleClass("dim-label")
            Text("Planet nine: \(name)")
            Button("Rename…") { showsSheet = true }
        }
        .sheet(isPresented: $showsSheet) {
            RenameSheet(name: $name)
        }
    }
}

/// A sheet asking for a new name, with Cancel and Rename in its header bar.
struct RenameSheet: View {
    @Binding var name: String
    @State private var draft = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TextField("Name", text: $draft, prompt: Text(name))
            .padding(24)
            .frame(width: 380)
            .navigationTitle("Rename")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Rename") {
                        name = draft
                        dismiss()
                    }
                    .disabled(draft.isEmpty)
                }
            }
    }
}

#Preview("Navigation page") {
    NavigationPage()
}
