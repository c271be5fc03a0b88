import Gnomon
import GnomonRouting

/// The week's matches; a match pushes its page, a team its squad, a player their card.
struct Feed: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = FeedView
    let title = "Matches"
    let icon = "view-list-symbolic"
    let match: Push<Feed, MatchScreen>
}

struct FeedView: ScreenContent {
    let router: Router<Feed>
    let context: Void

    var body: some View {
        List(League.matches) { match in
            router.move(\.match, context: match.id, action: Text("\(match.home) \(match.score) \(match.away)"))
        }
        .navigationTitle(router[next: \.title])
    }
}

/// A match: its score and its two teams.
struct MatchScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Context = Int
    typealias Content = MatchView
    let team: Push<MatchScreen, TeamScreen>
}

struct MatchView: ScreenContent {
    let router: Router<MatchScreen>
    let context: Int
    private var id: Int { context }

    var body: some View {
        if let match = League.match(id) {
            VStack(spacing: 16) {
                Text(match.day).foregroundStyle(.secondary)
                Text(match.score).font(.largeTitle)
                HStack(spacing: 24) {
                    router.move(\.team, context: match.home, action: Text(match.home))
                    router.move(\.team, context: match.away, action: Text(match.away))
                }
            }
            .padding(24)
            .navigationTitle("\(match.home) – \(match.away)")
        } else {
            ContentUnavailableView("No Such Match", systemImage: "dialog-question-symbolic")
                .navigationTitle("Match \(id)")
        }
    }
}

/// A team's squad.
struct TeamScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Context = String
    typealias Content = TeamView
    let player: Push<TeamScreen, PlayerScreen>
}

struct TeamView: ScreenContent {
    let router: Router<TeamScreen>
    let context: String
    private var name: String { context }

    var body: some View {
        List(League.teams[name] ?? [], id: \.self) { player in
            router.move(\.player, context: player, action: Label(player, systemImage: "avatar-default-symbolic"))
        }
        .navigationTitle(name)
    }
}

/// A player's card; following them is state the page keeps while it is on the stack.
struct PlayerScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Context = String
    typealias Content = PlayerView
}

struct PlayerView: ScreenContent {
    let router: Router<PlayerScreen>
    let context: String
    @State private var isFollowed = false
    private var name: String { context }

    init(router: Router<PlayerScreen>, context: String) {
        self.router = router
        self.context = context
    }

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "avatar-default-symbolic").font(.largeTitle)
            Text(name).font(.title)
            Toggle("Follow", isOn: $isFollowed)
        }
        .padding(24)
        .navigationTitle(name)
    }
}
