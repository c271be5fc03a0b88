import Gnomon
import GnomonRouting

/// The week's matches; a match pushes its page, a team its squad, a player their card.
public struct Feed: ContentScreen {
    public typealias NestedScreen = Self
    public typealias Content = FeedView
    let title = "Matches"
    let icon = "view-list-symbolic"
    let match: Push<Feed, MatchScreen>

    public func makeContent(_ context: Void, router: Router<Self>) -> ContentResult<Self> {
        let view = FeedView(router: router)
        return (view, view)
    }
}

public struct FeedView: View {
    let router: Router<Feed>

    public var body: some View {
        List(League.matches) { match in
            router.move(\.match, context: match.id, action: Text("\(match.home) \(match.score) \(match.away)"))
        }
        .navigationTitle(router[next: \.title])
    }
}

/// A match: its score and its two teams.
public struct MatchScreen: ContentScreen {
    public typealias NestedScreen = Self
    public typealias Context = Int
    public typealias Content = MatchView
    let team: Push<MatchScreen, TeamScreen>

    public func makeContent(_ context: Int, router: Router<Self>) -> ContentResult<Self> {
        let view = MatchView(router: router, id: context)
        return (view, view)
    }
}

public struct MatchView: View {
    let router: Router<MatchScreen>
    let id: Int

    public var body: some View {
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
public struct TeamScreen: ContentScreen {
    public typealias NestedScreen = Self
    public typealias Context = String
    public typealias Content = TeamView
    let player: Push<TeamScreen, PlayerScreen>

    public func makeContent(_ context: String, router: Router<Self>) -> ContentResult<Self> {
        let view = TeamView(router: router, name: context)
        return (view, view)
    }
}

public struct TeamView: View {
    let router: Router<TeamScreen>
    let name: String

    public var body: some View {
        List(League.teams[name] ?? [], id: \.self) { player in
            router.move(\.player, context: player, action: Label(player, systemImage: "avatar-default-symbolic"))
        }
        .navigationTitle(name)
    }
}

/// A player's card; following them is state the page keeps while it is on the stack.
public struct PlayerScreen: ContentScreen {
    public typealias NestedScreen = Self
    public typealias Context = String
    public typealias Content = PlayerView

    public func makeContent(_ context: String, router: Router<Self>) -> ContentResult<Self> {
        let view = PlayerView(name: context)
        return (view, view)
    }
}

public struct PlayerView: View {
    let name: String
    @State private var isFollowed = false

    public var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "avatar-default-symbolic").font(.largeTitle)
            Text(name).font(.title)
            Toggle("Follow", isOn: $isFollowed)
        }
        .padding(24)
        .navigationTitle(name)
    }
}
