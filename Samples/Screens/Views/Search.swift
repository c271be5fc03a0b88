import Gnomon
import GnomonRouting

/// The clubs, searchable; a club opens in a sheet with a navigation of its own, where its
/// players push.
public struct Search: ContentScreen {
    public typealias NestedScreen = Self
    public typealias Content = SearchView
    let title = "Clubs"
    let icon = "system-search-symbolic"
    let team: Present<Search, Navigation<TeamScreen>>

    public func makeContent(_ context: Void, router: Router<Self>) -> ContentResult<Self> {
        let view = SearchView(router: router)
        return (view, view)
    }
}

public struct SearchView: View {
    let router: Router<Search>
    @State private var query = ""

    public var body: some View {
        List(League.teams.keys.sorted().filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { team in
            router.move(\.team, context: team, action: Label(team, systemImage: "system-users-symbolic"))
        }
        .searchable(text: $query)
        .navigationTitle(router[next: \.title])
    }
}
