import Foundation
import GnomonCore
import GnomonRouting

/// A small app's map, as the seed's: a launch screen, a welcome screen presenting a login (in a
/// navigation of its own, with a help page pushed on it), then tabs of navigation stacks whose
/// feed pushes matches, matches push teams, and the search presents a match.
@MainActor
struct RoutingFixture: GnomeNamespace {
    let map = InitialScreen(
        Window(
            ConditionalWindow {
                LaunchScreen()
                WelcomeScreen(login: Present(Navigation(LoginScreen(help: Push(HelpScreen())))))
                Tabs {
                    Navigation(FeedScreen(match: Push(MatchScreen(team: Push(TeamScreen()), share: nil))))
                        .tabItem(\.title, systemImage: \.icon)
                    Navigation(SearchScreen(match: Present(Navigation(MatchScreen(team: Push(TeamScreen()), share: nil)))))
                        .tabItem(\.title, systemImage: \.icon)
                }
            }
            .with(((), (), ((), ()))))
    )
    .deepLinks { url, router in
        guard url.scheme == "fixture", let id = Int(url.lastPathComponent) else { return nil }
        switch url.host {
        case "match": return router.root().case(\.2).select(\.0).move(\.match, id)
        case "team": return router.root().case(\.2).select(\.0).move(\.match, id).move(\.team, "Team of \(id)")
        default: return nil
        }
    }
}

struct LaunchScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = Text
    func makeContent(_ context: Void, router: Router<Self>) -> ContentResult<Self> {
        let view = Text("Loading…")
        return (view, view)
    }
}

struct WelcomeScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = WelcomeView
    let title = "Welcome"
    let login: Present<WelcomeScreen, Navigation<LoginScreen>>
}

struct WelcomeView: ScreenContent {
    let router: Router<WelcomeScreen>
    let context: Void
    var body: some View {
        VStack {
            Text(router[next: \.title])
            router.move(\.login, context: "ada", action: Text("Log In"))
        }
    }
}

struct LoginScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Context = String
    typealias Content = LoginView
    let help: Push<LoginScreen, HelpScreen>
}

struct LoginView: ScreenContent {
    let router: Router<LoginScreen>
    let context: String
    var user: String { context }
    var body: some View {
        VStack {
            Text("Login \(user)")
            router.move(\.help, context: (), action: Text("Help"))
            Button("Cancel") { router.back() }
        }
        .navigationTitle("Log In")
    }
}

struct HelpScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = HelpView
}

struct HelpView: ScreenContent {
    let router: Router<HelpScreen>
    let context: Void
    var body: some View {
        VStack {
            Text("How to log in")
            Button("Got It") { router.back() }
        }
        .navigationTitle("Help")
    }
}

struct FeedScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = FeedView
    let title = "Feed"
    let icon = "view-list-symbolic"
    let match: Push<FeedScreen, MatchScreen>
}

struct FeedView: ScreenContent {
    let router: Router<FeedScreen>
    let context: Void
    var body: some View {
        VStack {
            ForEach([1, 2], id: \.self) { id in
                router.move(\.match, context: id, action: Text("Match \(id)"))
            }
            Button("Feed Back") { router.back() }
        }
        .navigationTitle(router[next: \.title])
    }
}

struct MatchScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Context = Int
    typealias Content = MatchView
    let team: Push<MatchScreen, TeamScreen>
    let share: Present<MatchScreen, HelpScreen>?
}

struct MatchView: ScreenContent {
    let router: Router<MatchScreen>
    let context: Int
    @State private var taps = 0
    var id: Int { context }

    init(router: Router<MatchScreen>, context: Int) {
        self.router = router
        self.context = context
    }
    var body: some View {
        VStack {
            Text("Match \(id) taps \(taps)")
            Button("Tap Match") { taps += 1 }
            router.move(\.team, context: "Team of \(id)", action: Text("Team"))
            if let share = router.move(\.share, context: (), action: Text("Share")) { share }
            Button("Match Back") { router.back() }
        }
        .navigationTitle("Match \(id)")
    }
}

struct TeamScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Context = String
    typealias Content = TeamView
    func makeContent(_ context: String, router: Router<Self>) -> ContentResult<Self> {
        TeamStateProbe.last = router.state
        let view = TeamView(name: context, router: router)
        return (view, view)
    }
}

struct TeamView: View {
    let name: String
    let router: Router<TeamScreen>
    var body: some View {
        VStack {
            Text(name)
            Button("Team Back") { router.back() }
        }
        .navigationTitle(name)
    }
}

struct SearchScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = SearchView
    let title = "Search"
    let icon = "system-search-symbolic"
    let match: Present<SearchScreen, Navigation<MatchScreen>>
}

struct SearchView: ScreenContent {
    let router: Router<SearchScreen>
    let context: Void
    var body: some View {
        router.move(\.match, context: 7, action: Text("Open Match 7"))
            .navigationTitle(router[next: \.title])
    }
}

/// The state of the team screen made last, held weakly: a test sees it go.
@MainActor
enum TeamStateProbe {
    static weak var last: AnyScreenState?
}
