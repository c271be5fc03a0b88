import Gnomon
import GnomonRouting

/// The clubs, searchable; a club opens in a sheet with a navigation of its own, where its
/// players push.
struct Search: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = SearchView
    let title = "Clubs"
    let icon = "system-search-symbolic"
    let team: Present<Search, Navigation<TeamScreen>>
}

struct SearchView: ScreenContent {
    let router: Router<Search>
    let context: Void
    @State private var query = ""

    init(router: Router<Search>, context: Void) {
        self.router = router
    }

    var body: some View {
        List(League.teams.keys.sorted().filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { team in
            router.move(\.team, context: team, action: Label(team, systemImage: "system-users-symbolic"))
        }
        .searchable(text: $query)
        .navigationTitle(router[next: \.title])
    }
}
